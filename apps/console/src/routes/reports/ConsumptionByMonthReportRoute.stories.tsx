import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routes } from '@orbit/contract';
import { mockRoute, mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { mockApi } from '../../stories/handlers.ts';
import { arrived, pickLastMonth, pickOption } from '../../stories/reportPlay.ts';

async function chooseBrazilLastMonth(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await arrived(canvas, 'Consumption by month');
  await pickOption(canvas, /Countries/, /^Brazil/);
  await pickLastMonth(canvas);
  return canvas;
}

/** Consumption by month with its real hooks against the mock API: no Search button. */
const meta = {
  title: 'Connected pages/Admin/Consumption by month',
  component: ConnectedPage,
  args: { path: '/dash/admin/reports/consumption-by-month' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a country and a period is enough: the chart and the table appear by themselves. */
export const SearchesByItself: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseBrazilLastMonth(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('img', { name: /Customers per month/ }, { timeout: 10_000 })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [
      mockRoute(routes.adminReportConsumptionByMonth, () => ({
        results: [],
        meta: { count: 0, limit: 5000, offset: 0 },
      })),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseBrazilLastMonth(canvasElement);
    await expect(
      (await canvas.findAllByText('No data for the selected period.', {}, { timeout: 10_000 }))[0],
    ).toBeInTheDocument();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Consumo por mês');
    await expect(canvas.getByText('Escolha países e um período: o relatório aparece sozinho.')).toBeVisible();
  },
};
