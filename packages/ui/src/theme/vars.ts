import { createTheme as createCssVariableTheme } from 'styled-components';
import { brand } from './brand.tsx';
import { cssTokensOf, createTheme } from './createTheme.ts';
import { breakpoint } from './tokens.ts';

/** The Orbit theme, built from the Orbit brand. */
export const theme = createTheme(brand);

/**
 * Every CSS token as a `var(--orbit-…)` reference, for styled components: `padding: ${vars.space[4]}`.
 * `vars.GlobalStyle` writes the custom properties of the theme in context, so a brand swap restyles everything.
 */
export const vars = createCssVariableTheme(cssTokensOf(theme), { prefix: 'orbit' });

/** Media queries at the breakpoints of docs/domain.md#constants-and-limits (custom properties cannot be used in media queries). */
export const media = {
  /** Phones: the shell is compact. */
  compact: `@media (max-width: ${breakpoint.shell - 0.02}px)`,
  /** Below the licence-list breakpoint. */
  belowList: `@media (max-width: ${breakpoint.list - 0.02}px)`,
  /** Below the width where the sidebar is fixed: it becomes a slide-over menu. */
  belowSidebar: `@media (max-width: ${breakpoint.sidebar - 0.02}px)`,
  /** Wide enough for the fixed sidebar. */
  sidebar: `@media (min-width: ${breakpoint.sidebar}px)`,
} as const;
