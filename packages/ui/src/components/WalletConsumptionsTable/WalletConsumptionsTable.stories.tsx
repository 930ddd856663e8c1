import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockConsumptions } from '@orbit/mocks';
import { WalletConsumptionsTable } from './WalletConsumptionsTable.tsx';

const meta = {
  title: 'Domain/Wallet/WalletConsumptionsTable',
  component: WalletConsumptionsTable,
  args: {
    consumptions: mockConsumptions.slice(0, 12),
    page: 1,
    pageCount: 1,
    timeZone: 'UTC',
    onPageChange: fn(),
    onExportPdf: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WalletConsumptionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByLabelText('Search consumptions');
    await userEvent.type(search, '  GLACIER* ');
    const table = canvas.getByRole('table', { name: 'Wallet consumptions' });
    // The virtual table pads its rows with empty spacer rows.
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .filter((row) => row.textContent !== '');
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent('Lost Glacier');
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF of the wallet consumptions' }));
    const exported = (args.onExportPdf as ReturnType<typeof fn>).mock.calls[0]?.[0] as { scenarioId: number }[];
    await expect(exported.every((ride) => ride.scenarioId === 3)).toBe(true);
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search consumptions'), 'zzz');
    await expect(canvas.getByText('No consumption matches “zzz”.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF of the wallet consumptions' })).toBeDisabled();
  },
};

export const Paginated: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Loading: Story = {
  args: { consumptions: [], loading: true },
};

export const Empty: Story = {
  args: { consumptions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for the selected period.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { consumptions: [], error: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Phones show rows as cards; a few of them keep the picture short. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { consumptions: mockConsumptions.slice(0, 4) },
};
