import { Icon, type IconProps } from './Icon.tsx';

export function ErrorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6" />
      <path d="M12 16.5h.01" />
    </Icon>
  );
}
