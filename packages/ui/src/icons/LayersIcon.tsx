import { Icon, type IconProps } from './Icon.tsx';

/** Stacked layers: the scenarios of a licence. */
export function LayersIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m12 2 10 5-10 5L2 7l10-5Z" />
      <path d="m2 17 10 5 10-5" />
      <path d="m2 12 10 5 10-5" />
    </Icon>
  );
}
