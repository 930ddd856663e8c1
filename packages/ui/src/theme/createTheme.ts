import type { Brand } from './brand.tsx';
import {
  breakpoint,
  chart,
  dataPalette,
  duration,
  easing,
  fontFallback,
  fontSize,
  fontWeight,
  lineHeight,
  palette,
  radius,
  shadow,
  size,
  space,
  zIndex,
} from './tokens.ts';

/** Semantic colours: what a colour is for, not what it looks like. */
function semanticColors(brand: Brand) {
  return {
    text: palette.gray900,
    textMuted: palette.gray600,
    textDisabled: palette.gray500,
    textInverse: palette.white,
    link: brand.colors.primaryHover,
    linkHover: brand.colors.primaryActive,
    background: palette.gray50,
    surface: palette.white,
    surfaceMuted: palette.gray100,
    surfaceSelected: brand.colors.primarySubtle,
    border: palette.gray200,
    borderStrong: palette.gray500,
    focus: brand.colors.primary,
    backdrop: palette.backdrop,
    primary: brand.colors.primary,
    primaryHover: brand.colors.primaryHover,
    primaryActive: brand.colors.primaryActive,
    onPrimary: brand.colors.onPrimary,
    accent: brand.colors.accent,
    danger: palette.red700,
    dangerHover: palette.red800,
    dangerActive: palette.red900,
    onDanger: palette.white,
    errorText: palette.red700,
    feedback: {
      error: { surface: palette.red50, border: palette.red200, text: palette.red800 },
      warning: { surface: palette.amber50, border: palette.amber300, text: palette.amber800 },
      info: { surface: palette.blue50, border: palette.blue300, text: palette.blue800 },
      success: { surface: palette.green50, border: palette.green300, text: palette.green800 },
    },
    /** Categorical colours of chart series: licences and scenarios. */
    data: dataPalette,
  };
}

/** Builds the theme of a brand portal: the shared tokens plus the brand's colours, typeface and identity. */
export function createTheme(brand: Brand) {
  return {
    brand,
    color: semanticColors(brand),
    space,
    fontFamily: { body: `'${brand.fontFamily}', ${fontFallback}` },
    fontSize,
    fontWeight,
    lineHeight,
    radius,
    shadow,
    zIndex,
    duration,
    easing,
    size,
    breakpoint,
    chart,
  };
}

export type Theme = ReturnType<typeof createTheme>;

/** The part of a theme that becomes CSS custom properties (everything but the brand object, breakpoints and chart geometry). */
export type CssTokens = Omit<Theme, 'brand' | 'breakpoint' | 'chart'>;

export function cssTokensOf({ brand: _brand, breakpoint: _breakpoint, chart: _chart, ...tokens }: Theme): CssTokens {
  return tokens;
}

declare module 'styled-components' {
  // Declaration merging gives every styled component and useTheme() the Orbit theme type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
