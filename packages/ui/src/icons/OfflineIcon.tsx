import { Icon, type IconProps } from './Icon.tsx';

/** A struck wireless signal: may run offline. */
export function OfflineIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m2 2 20 20" />
      <path d="M8.5 16.4a5 5 0 0 1 7 0" />
      <path d="M5 12.9a10 10 0 0 1 5.2-2.7" />
      <path d="M19 12.9a10 10 0 0 0-2.5-1.7" />
      <path d="M2 8.8a15 15 0 0 1 4.2-2.6" />
      <path d="M22 8.8A15 15 0 0 0 10.7 5" />
      <path d="M12 20h.01" />
    </Icon>
  );
}
