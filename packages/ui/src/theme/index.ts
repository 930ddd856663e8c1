export { brand, OrbitLogo, type Brand, type BrandColors, type BrandMarkProps } from './brand.tsx';
export { bubbleBrand, BubbleLogo } from './bubbleBrand.tsx';
export { createTheme, type Theme } from './createTheme.ts';
export { media, theme, vars } from './vars.ts';
export { OrbitThemeProvider, useBrand, type OrbitThemeProviderProps } from './OrbitThemeProvider.tsx';
export * as tokens from './tokens.ts';
export { dataColor, licenseColor, scenarioColor, type DataPaletteName } from './dataColors.ts';
