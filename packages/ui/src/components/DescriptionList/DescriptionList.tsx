import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';

export type DescriptionListLayout = 'stacked' | 'inline';

export interface DescriptionListItem {
  /** What the value is, such as "Game model". */
  label: ReactNode;
  /** The value; a dash or a fallback text when it is missing. */
  value: ReactNode;
  /** A stable key when labels are not unique strings. */
  id?: string;
}

export interface DescriptionListProps {
  /** The "label: value" pairs, in the order shown. */
  items: readonly DescriptionListItem[];
  /** `inline` puts the label beside its value, `stacked` above it. */
  layout?: DescriptionListLayout;
}

const StyledList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;

  &[data-layout='inline'] > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
  }
`;

const StyledTerm = styled.dt`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.textMuted};

  [data-layout='inline'] & {
    font-size: ${vars.fontSize.md};
  }

  [data-layout='inline'] &::after {
    content: ':';
  }
`;

const StyledDetail = styled.dd`
  margin: 0;
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

/** "Label: value" pairs as a semantic description list, for the data cards of licences, clients and profile. */
export function DescriptionList({ items, layout = 'stacked' }: DescriptionListProps) {
  return (
    <StyledList data-layout={layout}>
      {items.map((item, index) => (
        <div key={item.id ?? (typeof item.label === 'string' ? item.label : index)}>
          <StyledTerm>{item.label}</StyledTerm>
          <StyledDetail>{item.value}</StyledDetail>
        </div>
      ))}
    </StyledList>
  );
}
