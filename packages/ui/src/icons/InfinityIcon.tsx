import { Icon, type IconProps } from './Icon.tsx';

/** The infinity sign: unlimited. */
export function InfinityIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 12c-2-2.7-3.8-4-5.5-4a4 4 0 0 0 0 8c1.7 0 3.5-1.3 5.5-4Zm0 0c2 2.7 3.8 4 5.5 4a4 4 0 0 0 0-8c-1.7 0-3.5 1.3-5.5 4Z" />
    </Icon>
  );
}
