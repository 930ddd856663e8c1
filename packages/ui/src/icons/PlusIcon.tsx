import { Icon, type IconProps } from './Icon.tsx';

/** A plus sign: create. */
export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14" />
      <path d="M5 12h14" />
    </Icon>
  );
}
