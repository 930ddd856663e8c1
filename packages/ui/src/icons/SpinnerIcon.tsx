import { Icon, type IconProps } from './Icon.tsx';

/** A three-quarter ring; spun by the component that shows it while something loads. */
export function SpinnerIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M21 12a9 9 0 1 1-9-9" />
    </Icon>
  );
}
