import { Icon, type IconProps } from './Icon.tsx';

/** The arrows of a sortable column: both when unsorted, the one of the order when sorted. */
export function SortIcon({ direction, ...props }: IconProps & { direction?: 'ascending' | 'descending' }) {
  return (
    <Icon {...props}>
      {direction !== 'descending' && <path d="m7 10 5-5 5 5" />}
      {direction !== 'ascending' && <path d="m7 14 5 5 5-5" />}
    </Icon>
  );
}
