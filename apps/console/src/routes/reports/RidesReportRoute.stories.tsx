import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routes } from '@orbit/contract';
import { mockReportLicenses, mockRoute, mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { failing, mockApi, slow } from '../../stories/handlers.ts';
import { arrived, pickLastMonth, pickOption, selectAll } from '../../stories/reportPlay.ts';

const [firstLicense] = mockReportLicenses.filter((license) => license.userId === mockUsers.client.id);

/** A person picks the mock client, one licence and last month, and searches. */
async function searchOneLicense(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await arrived(canvas, 'Rides');
  await pickOption(canvas, /Clients/, new RegExp(mockUsers.client.name));
  await pickOption(canvas, /Licences/, new RegExp(firstLicense?.label ?? ''));
  await pickLastMonth(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  return canvas;
}

/** The rides report with its real hooks against the mock API. */
const meta = {
  title: 'Connected pages/Admin/Rides report',
  component: ConnectedPage,
  args: { path: '/dash/admin/reports/rides' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any search: the prompt, and Search waiting for its filters. */
export const Prompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Rides');
    await expect(canvas.getByText('Choose clients, their licences and a period, then press Search.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchOneLicense(canvasElement);
    await expect(
      await canvas.findByRole('rowheader', { name: 'Total of the period' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Every licence of every client chosen: the warnings say the report may take long. */
export const EverythingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Rides');
    await selectAll(canvas, 'Select all clients');
    await selectAll(canvas, 'Select all licences');
    await expect(canvas.getByRole('combobox', { name: /Licences/ })).toBeEnabled();
  },
};

/** The report takes long: its table shows that it is loading. */
export const Slow: Story = {
  parameters: { msw: mockApi(mockUsers.admin, [slow('/api/admin/reports/consumptions')]) },
  play: async ({ canvasElement }) => {
    const canvas = await searchOneLicense(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Rides' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The report fails: a retry is offered. */
export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [failing('/api/admin/reports/consumptions')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = await searchOneLicense(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeVisible();
  },
};

/** No ride in the period: the no-data notice, and nothing to export. */
export const Empty: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [
      mockRoute(routes.adminReportRides, () => ({
        results: [],
        meta: { count: 0, limit: 5000, offset: 0 },
        range: { startAt: '2026-04-01T03:00:00.000Z', endAt: '2026-05-01T03:00:00.000Z' },
        customersAmount: 0,
        previousCustomersAmount: 0,
        totalCustomersAmount: 0,
        totalCreditsAdded: 0,
        totalAmount: 0,
        totalRiders: 0,
      })),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = await searchOneLicense(canvasElement);
    await expect(
      (await canvas.findAllByText('No data for the selected period.', {}, { timeout: 10_000 }))[0],
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

/** "All" asks first, with the number of records. */
export const ExportAllConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchOneLicense(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Total of the period' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'All records (CSV)' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Export all records' });
    await expect(dialog).toHaveTextContent(/The report will contain \d+ records\. Do you want to continue\?/);
  },
};
