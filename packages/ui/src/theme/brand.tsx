import type { ComponentType } from 'react';

/** Brand colours; the theme derives its primary, link and focus colours from them. */
export interface BrandColors {
  /** Main action colour (buttons, focus ring); white text on it must reach 4.5:1. */
  primary: string;
  /** `primary` under the pointer; also the link colour, so it must reach 4.5:1 on white. */
  primaryHover: string;
  /** `primary` while pressed. */
  primaryActive: string;
  /** A pale tint of `primary` for selected and hovered surfaces. */
  primarySubtle: string;
  /** Text and icons on `primary`. */
  onPrimary: string;
  /** Decorative second colour of the logo and illustrations. */
  accent: string;
}

export interface BrandMarkProps {
  /** Accessible name; without one the logo is decorative and hidden from assistive technology. */
  label?: string;
}

/**
 * Everything that differs between brand portals; swap it to re-brand every screen. Only tokens change with the
 * brand: components, layouts and texts stay the same.
 */
export interface Brand {
  /** Product name shown beside the logo and in texts. */
  name: string;
  /** The brand mark as an inline SVG component. */
  Logo: ComponentType<BrandMarkProps>;
  colors: BrandColors;
  /**
   * The typeface of every text, by its CSS family name. The app loads its files (weights 400, 500, 600 and 700) once,
   * from its entry: Orbit's from `@orbit/ui/fonts/orbit`, Bubble's from `@orbit/ui/fonts/bubble` (ADR 0064).
   */
  fontFamily: string;
  /** The external coin store (docs/domain.md#screens-and-addresses: store is an external link). */
  storeUrl: string;
  /** How clients reach the provider (docs/domain.md#screens-and-addresses: contact links on the not-found and error pages). */
  support: {
    /** Support email address. */
    email: string;
    /** Support phone number as people write it. */
    phone: string;
  };
}

const orbitColors: BrandColors = {
  primary: '#4F46E5',
  primaryHover: '#4338CA',
  primaryActive: '#3730A3',
  primarySubtle: '#EEF2FF',
  onPrimary: '#FFFFFF',
  accent: '#F59E0B',
};

/** Orbit's mark: a planet with a ring and a moon. It fills its box; `BrandLogo` gives the box a size. */
export function OrbitLogo({ label }: BrandMarkProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="100%"
      height="100%"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <ellipse
        cx="24"
        cy="24"
        rx="21"
        ry="8"
        transform="rotate(-24 24 24)"
        fill="none"
        stroke={orbitColors.accent}
        strokeWidth="3"
      />
      <circle cx="24" cy="24" r="12" fill={orbitColors.primary} />
      <path
        d="M4.82 32.54 A21 8 -24 0 0 43.18 15.46"
        fill="none"
        stroke={orbitColors.accent}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="41" cy="13.5" r="3.5" fill={orbitColors.primaryActive} />
    </svg>
  );
}

/** The Orbit brand: the default of `OrbitThemeProvider`. */
export const brand: Brand = {
  name: 'Orbit',
  Logo: OrbitLogo,
  colors: orbitColors,
  fontFamily: 'Inter Variable',
  storeUrl: 'https://store.orbit.example',
  support: {
    email: 'support@orbit.example',
    phone: '+55 11 4000-1234',
  },
};
