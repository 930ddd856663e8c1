import { createGlobalStyle } from 'styled-components';
import { vars } from './vars.ts';

const StyledBase = createGlobalStyle`
  /*
   * Inter's files swap in once they arrive (font-display: swap); until then text is drawn in this face: Arial (or
   * its metric twin Liberation Sans) scaled to Inter's width and given Inter's ascent and descent, so the swap
   * moves nothing on the page (ADR 0034).
   */
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Helvetica');
    size-adjust: 107.12%;
    ascent-override: 90.44%;
    descent-override: 22.52%;
    line-gap-override: 0%;
  }

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

/** The theme's CSS custom properties, base page styles and reduced motion (the brand's module loads its typeface). */
export function GlobalStyle() {
  return (
    <>
      <vars.GlobalStyle />
      <StyledBase />
    </>
  );
}
