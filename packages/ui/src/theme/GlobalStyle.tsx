import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { createGlobalStyle } from 'styled-components';
import { vars } from './vars.ts';

const StyledBase = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${vars.fontFamily.body};
    font-size: ${vars.fontSize.md};
    line-height: ${vars.lineHeight.normal};
    color: ${vars.color.text};
    background: ${vars.color.background};
    -webkit-font-smoothing: antialiased;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0s !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** The theme's CSS custom properties, the Inter font, base page styles and reduced motion. */
export function GlobalStyle() {
  return (
    <>
      <vars.GlobalStyle />
      <StyledBase />
    </>
  );
}
