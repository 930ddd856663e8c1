import type { ReactNode } from 'react';

/** Decorative line icon of the pickers; takes the text colour and font size of its parent. */
function PickerIcon({ children }: { children: ReactNode }) {
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
    >
      {children}
    </svg>
  );
}

export function ChevronLeftIcon() {
  return (
    <PickerIcon>
      <path d="m15 18-6-6 6-6" />
    </PickerIcon>
  );
}

export function ChevronRightIcon() {
  return (
    <PickerIcon>
      <path d="m9 18 6-6-6-6" />
    </PickerIcon>
  );
}

export function ChevronDownIcon() {
  return (
    <PickerIcon>
      <path d="m6 9 6 6 6-6" />
    </PickerIcon>
  );
}

export function CalendarIcon() {
  return (
    <PickerIcon>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4" />
      <path d="M8 3v4" />
      <path d="M3 11h18" />
    </PickerIcon>
  );
}
