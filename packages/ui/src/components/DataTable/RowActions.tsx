import { useMemo } from 'react';
import { useTranslation } from '@orbit/i18n';
import { MenuButton, type MenuButtonItem } from '../MenuButton/index.ts';

interface RowActionsProps<Row> {
  row: Row;
  rowActions: (row: Row) => readonly MenuButtonItem[];
  onRowAction: ((actionId: string, row: Row) => void) | undefined;
}

/** The menu of a row's actions, at the end of its table row or its card. */
export function RowActions<Row>({ row, rowActions, onRowAction }: RowActionsProps<Row>) {
  const { t } = useTranslation();
  // The virtual list re-renders rows as it measures; the same items keep the open menu's focus where it is.
  const items = useMemo(() => rowActions(row), [rowActions, row]);
  return (
    <MenuButton
      label={t('dataTable.actions')}
      items={items}
      onSelect={(actionId) => onRowAction?.(actionId, row)}
      variant="ghost"
      size="sm"
      align="end"
    />
  );
}
