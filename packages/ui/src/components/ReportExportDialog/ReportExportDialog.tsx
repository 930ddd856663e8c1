import styled from 'styled-components';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { Modal } from '../Modal/index.ts';

/** Why an export stopped before the end. */
export type ReportExportFailure = 'network' | 'short' | 'busy';

/** Where an export of every record stands. */
export type ReportExportState =
  /** Asking first, with the number of records the file will hold. */
  | { phase: 'confirm'; count: number }
  /** Downloading: `rows` of `count` records so far; `retrying` while a failed part is asked for again. */
  | { phase: 'running'; rows: number; count: number; retrying: boolean }
  /**
   * Stopped before the end: the network gave up, the file held fewer records than counted (`short`), or the server
   * refused one more export while others of the same person ran (`busy`).
   */
  | { phase: 'failed'; rows: number; count: number; reason: ReportExportFailure }
  /** Saved: the file holds `rows` records. */
  | { phase: 'done'; rows: number; fileName: string };

export interface ReportExportDialogProps {
  /** The export's state; null shows nothing. */
  state: ReportExportState | null;
  /** Called when the reader confirms the export. */
  onConfirm: () => void;
  /** Called by Cancel, before or during the download. */
  onCancel: () => void;
  /** Called by Try again after a failure; the download resumes where it stopped. */
  onRetry: () => void;
  /** Called by Close after the end or a failure. */
  onClose: () => void;
}

/** Whole percent of `rows` in `count`, never 100 before the last record. */
export function exportPercent(rows: number, count: number): number {
  if (count <= 0) return 100;
  const percent = Math.floor((rows / count) * 100);
  return rows < count ? Math.min(percent, 99) : 100;
}

const failureMessages = {
  network: 'adminReports.export.failed',
  short: 'adminReports.export.short',
  busy: 'adminReports.export.busy',
} as const satisfies Record<ReportExportFailure, string>;

const StyledTrack = styled.div`
  overflow: hidden;
  height: ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceMuted};
`;

const StyledFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${vars.color.primary};
`;

// Written out rather than Stack: the report screens load this, and their routes are less than Stack's chunk
// (0.35 KB gzipped) under their 200 KB bundle budget (npm run bench:bundle).
const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const StyledText = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

/**
 * The dialogs of "Export all" (docs/domain.md#states-and-transitions): the confirmation with the number of records, the progress in percent
 * with Cancel, and the end, or the failure with Try again, which resumes. A file is saved only when it holds every
 * record counted.
 */
export function ReportExportDialog({ state, onConfirm, onCancel, onRetry, onClose }: ReportExportDialogProps) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatNumber(value, i18n.language);
  const title = t('adminReports.export.title');
  if (!state) return null;

  switch (state.phase) {
    case 'confirm':
      return (
        <ConfirmDialog
          open
          title={title}
          confirmLabel={t('adminReports.export.continue')}
          onConfirm={onConfirm}
          onCancel={onCancel}
        >
          <p>{t('adminReports.export.confirm', { count: count(state.count) })}</p>
        </ConfirmDialog>
      );
    case 'running': {
      const percent = exportPercent(state.rows, state.count);
      return (
        <Modal
          open
          title={title}
          onClose={onCancel}
          footer={
            <Button variant="secondary" onClick={onCancel}>
              {t('adminReports.export.cancel')}
            </Button>
          }
        >
          <StyledBody>
            <StyledTrack
              role="progressbar"
              aria-label={t('adminReports.export.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${count(percent)}%`}
            >
              <StyledFill style={{ width: `${percent}%` }} />
            </StyledTrack>
            <StyledText>
              {t('adminReports.export.progress', {
                percent: count(percent),
                rows: count(state.rows),
                count: count(state.count),
              })}
            </StyledText>
            {state.retrying && <Alert tone="warning">{t('adminReports.export.retrying')}</Alert>}
          </StyledBody>
        </Modal>
      );
    }
    case 'failed':
      return (
        <Modal
          open
          title={title}
          onClose={onClose}
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('adminReports.export.close')}
              </Button>
              <Button variant="primary" onClick={onRetry}>
                {t('adminReports.export.retry')}
              </Button>
            </>
          }
        >
          <Alert tone="error">
            {t(failureMessages[state.reason], { rows: count(state.rows), count: count(state.count) })}
          </Alert>
        </Modal>
      );
    case 'done':
      return (
        <Modal
          open
          title={title}
          onClose={onClose}
          footer={
            <Button variant="primary" onClick={onClose}>
              {t('adminReports.export.close')}
            </Button>
          }
        >
          <Alert tone="success">
            {t('adminReports.export.done', { count: count(state.rows), file: state.fileName })}
          </Alert>
        </Modal>
      );
  }
}
