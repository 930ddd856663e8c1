import { useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';
import { useTranslation } from '@orbit/i18n';
import { Alert } from '../../components/Alert/index.ts';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import type { DataTableColumn, DataTableSort } from '../../components/DataTable/index.ts';
import { DensityToggle, type Density } from '../../components/DensityToggle/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';
import { pageSearchKey, SearchBox } from '../../components/SearchBox/index.ts';
import { Stack } from '../../components/Stack/index.ts';
import { Switch } from '../../components/Switch/index.ts';
import { Toast, ToastRegion, type ToastTone } from '../../components/Toast/index.ts';

export interface ContentAdminPageProps {
  /** The screen's name, its h1. */
  title: string;
  /** One sentence on what the screen manages. */
  description: string;
  /** Accessible name and placeholder of the search box. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The search as typed; `onSearchChange` hears it 300 ms after the last key (docs/domain.md#screens-and-addresses). */
  search: string;
  onSearchChange: (search: string) => void;
  /** Counter and create button at the end of the toolbar. */
  actions?: ReactNode;
  /** Shown above the table, such as the read-only note for colaboradores. */
  note?: string;
  /** The table and dialogs. */
  children: ReactNode;
  /** The table's density; with `onDensityChange`, a density toggle shows beside the title. */
  density?: Density;
  onDensityChange?: (density: Density) => void;
}

/** How the parent may keep a content table's look and order (remembered per person, the sort in the address). */
export interface ContentTableViewProps {
  /** The rows' density; comfortable when omitted. With `onDensityChange`, a density toggle shows. */
  density?: Density;
  onDensityChange?: (density: Density) => void;
  /** The sort, when the parent keeps it; otherwise the table keeps its own. */
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};

  & > :first-child {
    flex: 1 1 calc(${vars.size.controlLg} * 5);
    max-width: ${vars.size.formWidth};
  }
`;

/** Search debounce of the admin lists (docs/domain.md#screens-and-addresses, docs/domain.md#constants-and-limits). */
export const contentSearchDebounceMs = 300;

/** The frame of the scenarios and news admin: name, description, search box, counter and create button. */
export function ContentAdminPage({
  title,
  description,
  searchLabel,
  searchPlaceholder,
  search,
  onSearchChange,
  actions,
  note,
  children,
  density,
  onDensityChange,
}: ContentAdminPageProps) {
  return (
    <StyledPage>
      <ScreenHeader title={title} titleLeading={onDensityChange ? 'normal' : undefined}>
        {density && onDensityChange && <DensityToggle value={density} onChange={onDensityChange} />}
      </ScreenHeader>
      <StyledDescription>{description}</StyledDescription>
      <StyledToolbar role="search" aria-label={searchLabel}>
        <SearchBox
          label={searchLabel}
          placeholder={searchPlaceholder}
          aria-keyshortcuts={pageSearchKey}
          value={search}
          onChange={onSearchChange}
          debounceMs={contentSearchDebounceMs}
        />
        <Stack direction="row" gap={3} align="center" wrap>
          {actions}
        </Stack>
      </StyledToolbar>
      {note && <Alert tone="info">{note}</Alert>}
      {children}
    </StyledPage>
  );
}

const StyledThumbnail = styled.span`
  display: block;
  width: calc(${vars.size.controlLg} * 1.5);
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A row's picture, decorative (the title names the row); an empty frame without one. */
export function ContentThumbnail({ url }: { url?: string | undefined }) {
  return <StyledThumbnail>{url && <img src={url} alt="" loading="lazy" />}</StyledThumbnail>;
}

/**
 * A table cell's text on one line. The virtual table measures its rows; cells that wrap change a row's height each
 * time the columns' widths follow the rows rendered, and the measuring never settles. One-line cells keep every row
 * the same height (the table scrolls sideways instead).
 */
export const StyledCellText = styled.span`
  white-space: nowrap;
`;

/** The active switch of a row: sent at once by the parent, disabled while its change is under way (docs/domain.md#states-and-transitions). */
export function ActiveSwitch(props: {
  label: string;
  checked: boolean;
  pending: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch
      label={props.label}
      checked={props.checked}
      disabled={props.disabled || props.pending}
      aria-busy={props.pending || undefined}
      onChange={(checked) => props.onChange(checked)}
    />
  );
}

/** What the shared columns need from a row of the scenarios or news table. */
export interface ContentRow {
  id: number;
  isActive: boolean;
  languages: { pt?: unknown };
}

export interface ContentRowColumnsOptions<Row extends ContentRow> {
  /** Headings of the Portuguese and actions columns, which differ by screen. */
  portugueseHeader: string;
  actionsHeader: string;
  /** Offers the switch and the edit and translate buttons (admin and supervisor). */
  canChange: boolean;
  /** Sends a row's active switch; the switch waits, disabled, until it settles. */
  onToggle: (row: Row, isActive: boolean) => Promise<unknown>;
  /** Shows the person a message: here, that a switch could not be sent, naming the row and the reason. */
  showError: (message: string) => void;
  /** The reason given when the server gave none. */
  toggleFailedReason: string;
  onEdit: (row: Row) => void;
  onTranslate: (row: Row) => void;
  /** The row's name in the reader's language, for the buttons' accessible names. */
  name: (row: Row) => string;
}

/**
 * The columns the scenarios and news tables share at their end: the Portuguese translation's state, the active
 * switch, and (for the roles that may change content) edit and translate.
 */
export function useContentRowColumns<Row extends ContentRow>(
  options: ContentRowColumnsOptions<Row>,
): DataTableColumn<Row>[] {
  const { t } = useTranslation();
  const { canChange, onToggle, showError, toggleFailedReason, onEdit, onTranslate, name } = options;
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  async function toggle(row: Row, isActive: boolean) {
    setPending((ids) => new Set(ids).add(row.id));
    try {
      await onToggle(row, isActive);
    } catch (error) {
      showError(t('adminContent.statusFailed', { name: name(row), message: reasonOf(error, toggleFailedReason) }));
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(row.id);
        return next;
      });
    }
  }
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'portuguese',
      header: options.portugueseHeader,
      cell: (row) =>
        row.languages.pt ? (
          <Badge tone="success">{t('adminContent.translated')}</Badge>
        ) : (
          <Badge tone="warning">{t('adminContent.notTranslated')}</Badge>
        ),
    },
    {
      id: 'active',
      header: t('adminContent.active'),
      cell: (row) => (
        <ActiveSwitch
          label={t('adminContent.active')}
          checked={row.isActive}
          pending={pending.has(row.id)}
          disabled={!canChange}
          onChange={(checked) => void toggle(row, checked)}
        />
      ),
    },
  ];
  if (canChange) {
    columns.push({
      id: 'actions',
      header: options.actionsHeader,
      cell: (row) => (
        <Stack direction="row" gap={2}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('adminContent.editNamed', { name: name(row) })}
            onClick={() => onEdit(row)}
          >
            {t('adminContent.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('adminContent.translateNamed', { name: name(row) })}
            onClick={() => onTranslate(row)}
          >
            {t('adminContent.translate')}
          </Button>
        </Stack>
      ),
    });
  }
  return columns;
}

interface ShownToast {
  id: number;
  tone: ToastTone;
  message: string;
}

/** Toasts of a screen: `show` adds one, the region renders them and drops each when it closes. */
export function useToasts() {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((tone: ToastTone, message: string) => {
    setToasts((shown) => [...shown, { id: Date.now() + shown.length, tone, message }]);
  }, []);
  const region = (
    <ToastRegion>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          tone={toast.tone}
          onDismiss={() => setToasts((shown) => shown.filter((candidate) => candidate.id !== toast.id))}
        >
          {toast.message}
        </Toast>
      ))}
    </ToastRegion>
  );
  return { show, region };
}

/** The message of a failed call: the server's, or the screen's fallback. */
export function reasonOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
