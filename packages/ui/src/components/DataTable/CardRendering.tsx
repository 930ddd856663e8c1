import type { Components } from 'react-virtuoso';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Card } from '../Card/index.ts';
import { DescriptionList } from '../DescriptionList/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import type { DataTableProps } from './DataTable.tsx';
import { endThreshold, initialItemCount, skeletonRowCount, type RenderingProps } from './rendering.ts';
import { RowActions } from './RowActions.tsx';

/**
 * Cards rendered before the list is measured: a phone shows about four, and every card rendered beyond them is
 * thrown away once the list has measured, after costing the first render its time.
 */
const initialCardCount = 4;

const StyledCardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCardItem = styled.li`
  padding-bottom: ${vars.space[3]};
`;

const StyledCardActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const StyledStatus = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-align: center;

  &:empty {
    padding: 0;
  }
`;

/** What the virtual card list's parts need from the table. */
interface CardListContext {
  label: string;
}

const virtualCardListParts: Components<unknown, CardListContext, HTMLUListElement> = {
  List: ({ style, children, ref, context, 'data-testid': testId }) => (
    <StyledCardList ref={ref} style={style} data-testid={testId} aria-label={context?.label}>
      {children}
    </StyledCardList>
  ),
  // `item` and `context` are for custom rendering, not DOM attributes.
  Item: ({ children, style, item: _item, context: _context, ...dataAttributes }) => (
    <StyledCardItem style={style} {...dataAttributes}>
      {children}
    </StyledCardItem>
  ),
};

export interface CardRenderingProps<Row>
  extends
    RenderingProps<Row>,
    Pick<DataTableProps<Row>, 'cardTitle'>,
    Required<Pick<DataTableProps<Row>, 'cardHeadingLevel'>> {}

/**
 * The rows as cards of "label: value" pairs, for narrow screens: skeleton cards while loading, then a virtual list
 * that scrolls with the page, and the totals in a card after it.
 */
export function CardRendering<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  hasMore,
  loadingMore,
  onEndReached,
  rowActions,
  onRowAction,
  totals,
  lists,
  cardTitle,
  cardHeadingLevel,
}: CardRenderingProps<Row>) {
  const { t } = useTranslation();
  // Until the virtual list's code is there, the skeleton cards keep its place.
  if (loading || !lists) {
    return (
      <div>
        <StyledCardList aria-label={label} aria-busy="true">
          {Array.from({ length: skeletonRowCount }, (_, index) => (
            <StyledCardItem key={index}>
              <Card>
                <Skeleton lines={3} />
              </Card>
            </StyledCardItem>
          ))}
        </StyledCardList>
        <VisuallyHidden role="status">{t('dataTable.loading')}</VisuallyHidden>
      </div>
    );
  }
  const { Virtuoso } = lists;
  const loadingMoreStatus = loadingMore ? t('dataTable.loadingMore') : '';
  return (
    <div>
      <Virtuoso<Row, CardListContext>
        useWindowScroll
        data={rows}
        context={{ label }}
        computeItemKey={(_, row) => rowKey(row)}
        initialItemCount={initialItemCount(rows.length, hasMore, initialCardCount)}
        increaseViewportBy={{ top: 0, bottom: endThreshold }}
        endReached={onEndReached}
        components={virtualCardListParts as Components<Row, CardListContext, HTMLUListElement>}
        itemContent={(_, row) => (
          <Card heading={cardTitle?.(row)} headingLevel={cardHeadingLevel}>
            <DescriptionList
              layout="inline"
              items={columns.map((column) => ({ id: column.id, label: column.header, value: column.cell(row) }))}
            />
            {rowActions && (
              <StyledCardActions>
                <RowActions row={row} rowActions={rowActions} onRowAction={onRowAction} />
              </StyledCardActions>
            )}
          </Card>
        )}
      />
      <StyledStatus role="status">{loadingMoreStatus}</StyledStatus>
      {totals && (
        <Card heading={totals.label} headingLevel={3}>
          <DescriptionList
            layout="inline"
            items={columns
              .filter((column) => totals.values[column.id] !== undefined)
              .map((column) => ({ id: column.id, label: column.header, value: totals.values[column.id] }))}
          />
        </Card>
      )}
    </div>
  );
}
