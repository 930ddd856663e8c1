import { Icon, type IconProps } from './Icon.tsx';

/** Two opposite arrows: switch the game model. */
export function SwapIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M16 3h5v5" />
      <path d="M21 3 14 10" />
      <path d="M8 21H3v-5" />
      <path d="m3 21 7-7" />
    </Icon>
  );
}
