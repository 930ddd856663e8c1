import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, useTheme } from 'styled-components';
import { brand as orbitBrand, type Brand } from './brand.tsx';
import { createTheme } from './createTheme.ts';
import { GlobalStyle } from './GlobalStyle.tsx';

export interface OrbitThemeProviderProps {
  /** The screens to theme. */
  children: ReactNode;
  /** The brand portal to build the theme from; Orbit when omitted. */
  brand?: Brand;
}

/** Provides the theme of a brand and its global styles to everything inside. */
export function OrbitThemeProvider({ children, brand = orbitBrand }: OrbitThemeProviderProps) {
  const theme = useMemo(() => createTheme(brand), [brand]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/** The brand of the nearest `OrbitThemeProvider`. */
export function useBrand(): Brand {
  return useTheme().brand;
}
