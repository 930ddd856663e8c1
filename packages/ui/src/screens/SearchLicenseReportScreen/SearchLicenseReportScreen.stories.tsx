import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminReportSearchLicenseResponse } from '@orbit/contract';
import { mockReportClients, mockReportLicenses } from '@orbit/mocks';
import { SearchLicenseReportScreen } from './SearchLicenseReportScreen.tsx';

const results = mockReportLicenses.slice(0, 3).flatMap((license) => {
  const owner = mockReportClients.find((client) => client.id === license.userId);
  return owner ? [{ ...license, updatedAt: license.createdAt, name: owner.name, email: owner.email }] : [];
});
const data: AdminReportSearchLicenseResponse = { results, meta: { count: results.length, limit: 100, offset: 0 } };

const meta = {
  title: 'Screens/Admin/SearchLicenseReportScreen',
  component: SearchLicenseReportScreen,
  args: { backHref: '/reports', onSearch: fn(), onClear: fn(), onRetry: fn(), status: 'ready', data, timeZone: 'UTC' },
} satisfies Meta<typeof SearchLicenseReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search waits for six characters; asterisks of a masked key do not count. */
export const Prompt: Story = {
  args: { status: 'idle', data: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Last characters of the key/ });
    const search = canvas.getByRole('button', { name: 'Search' });
    // Four characters once the asterisks are left out: not enough.
    await userEvent.type(field, '****9WZC');
    await expect(search).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'R8T-9WZC{Enter}');
    await expect(search).toBeEnabled();
    await expect(args.onSearch).toHaveBeenCalledWith('R8T-9WZC');
  },
};

export const Loading: Story = { args: { status: 'loading', data: undefined } };

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Search licence' });
    await expect(within(table).getByText(results[0]?.label ?? '')).toBeVisible();
  },
};

/** More than one page matched: the first 100 are shown, and the reader is told to type more. */
export const MoreThanOnePage: Story = {
  args: { data: { ...data, meta: { count: 240, limit: 100, offset: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Showing 3 of 240 licences/)).toBeVisible();
  },
};

export const NoData: Story = {
  args: { data: { results: [], meta: { count: 0, limit: 100, offset: 0 } } },
};

export const Failed: Story = { args: { status: 'error', data: undefined } };

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Pesquisar licença' })).toBeVisible();
  },
};
