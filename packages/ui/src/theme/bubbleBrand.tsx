import type { Brand, BrandColors, BrandMarkProps } from './brand.tsx';

const bubbleColors: BrandColors = {
  primary: '#0F766E',
  primaryHover: '#115E59',
  primaryActive: '#134E4A',
  primarySubtle: '#F0FDFA',
  onPrimary: '#FFFFFF',
  accent: '#DB2777',
};

/** Bubble's mark: three bubbles rising. It fills its box; `BrandLogo` gives the box a size. */
export function BubbleLogo({ label }: BrandMarkProps) {
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
      <circle cx="19" cy="29" r="15" fill={bubbleColors.primary} />
      <circle cx="14" cy="24" r="4" fill={bubbleColors.primarySubtle} />
      <circle cx="38" cy="14" r="8" fill="none" stroke={bubbleColors.accent} strokeWidth="3" />
      <circle cx="39" cy="36" r="5" fill={bubbleColors.accent} />
    </svg>
  );
}

/**
 * A second brand portal, Bubble (the BubbleCoaster's own shop), built from the same components: only its tokens
 * differ. Storybook's brand toolbar shows every story in it, and the package's install test renders with it.
 */
export const bubbleBrand: Brand = {
  name: 'Bubble',
  Logo: BubbleLogo,
  colors: bubbleColors,
  fontFamily: 'Nunito',
  storeUrl: 'https://shop.bubble.example',
  support: {
    email: 'help@bubble.example',
    phone: '+351 21 000 4321',
  },
};
