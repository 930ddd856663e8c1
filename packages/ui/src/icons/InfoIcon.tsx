import { Icon, type IconProps } from './Icon.tsx';

export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5" />
      <path d="M12 7.5h.01" />
    </Icon>
  );
}
