import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReportExportDialog } from './ReportExportDialog.tsx';

const meta = {
  title: 'Domain/Admin/ReportExportDialog',
  component: ReportExportDialog,
  args: { state: null, onConfirm: fn(), onCancel: fn(), onRetry: fn(), onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReportExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "All" asks first, with the number of records (docs/domain.md#states-and-transitions). */
export const Confirm: Story = {
  args: { state: { phase: 'confirm', count: 60_123 } },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Export all records' });
    await expect(dialog).toHaveTextContent('The report will contain 60,123 records. Do you want to continue?');
    // Cancel has the focus, so Enter never starts a long export by accident.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** The download under way, in percent, with Cancel. */
export const Progress: Story = {
  args: { state: { phase: 'running', rows: 25_000, count: 60_123, retrying: false } },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Export all records' });
    await expect(within(dialog).getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '41',
    );
    await expect(dialog).toHaveTextContent('41% · 25,000 of 60,123 records');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A part failed and is asked for again. */
export const Retrying: Story = {
  args: { state: { phase: 'running', rows: 45_000, count: 60_123, retrying: true } },
  play: async () => {
    await expect(within(document.body).getByText(/Trying again/)).toBeVisible();
  },
};

/** The network gave up: Try again resumes where the download stopped. */
export const Failed: Story = {
  args: { state: { phase: 'failed', rows: 45_000, count: 60_123, reason: 'network' } },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Export all records' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('stopped after 45,000 of 60,123 records');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The file held fewer records than counted: it is not saved, never silently short. */
export const ShortFile: Story = {
  args: { state: { phase: 'failed', rows: 60_100, count: 60_123, reason: 'short' } },
  play: async () => {
    await expect(within(document.body).getByRole('alert')).toHaveTextContent('60,100 records instead of 60,123');
  },
};

/** Other exports of the same person are running: the server took no more, and Try again asks once one ends. */
export const Busy: Story = {
  args: { state: { phase: 'failed', rows: 0, count: 60_123, reason: 'busy' } },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Export all records' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Other exports of yours are still running. Wait for one to finish, then try again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Done: Story = {
  args: { state: { phase: 'done', rows: 60_123, fileName: 'rides-2026-05-15.csv' } },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Export all records' });
    await expect(dialog).toHaveTextContent('60,123 records saved in rides-2026-05-15.csv.');
    // The footer's Close, after the dialog's own close button.
    const [, close] = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(close ?? dialog);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const ProgressInPortuguese: Story = {
  globals: { locale: 'pt' },
  args: { state: { phase: 'running', rows: 25_000, count: 60_123, retrying: true } },
  play: async () => {
    await expect(within(document.body).getByRole('dialog', { name: 'Exportar todos os registros' })).toHaveTextContent(
      '41% · 25.000 de 60.123 registros',
    );
  },
};
