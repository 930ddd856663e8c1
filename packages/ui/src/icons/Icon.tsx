import type { ReactNode, SVGProps } from 'react';

/** Decorative 24-unit line icons; they take the text colour and the font size of their parent. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
