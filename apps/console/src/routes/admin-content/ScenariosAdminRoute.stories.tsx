import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '@orbit/contract';
import { mockRoute, mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { failing, mockApi, slow } from '../../stories/handlers.ts';
import { arrived } from '../../stories/reportPlay.ts';

/** The scenarios admin with its real hooks against the mock API (msw-storybook-addon). */
const meta = {
  title: 'Connected pages/Admin/Scenarios',
  component: ConnectedPage,
  args: { path: '/dash/admin/scenarios' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue arrives; a search without accents finds "Cânion Selvagem"; a switch goes off and stays off. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Scenarios');
    const row = await canvas.findByRole('row', { name: /Wild Canyon/ }, { timeout: 10_000 });
    const active = within(row).getByRole('switch', { name: 'Active' });
    await userEvent.click(active);
    await waitFor(() =>
      expect(within(canvas.getByRole('row', { name: /Wild Canyon/ })).getByRole('switch')).not.toBeChecked(),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search scenarios' }), 'canion selvagem');
    await waitFor(() => expect(canvas.getByText('Scenarios: 1')).toBeVisible(), { timeout: 5000 });
  },
};

/** The list call waits: the table shows its skeleton. */
export const Slow: Story = {
  parameters: { msw: mockApi(mockUsers.admin, [slow('/api/admin/scenarios')]) },
  play: async ({ canvasElement }) => {
    await arrived(within(canvasElement), 'Scenarios');
  },
};

/** The list call fails: the message with a retry (docs/domain.md#errors). */
export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [failing('/api/admin/scenarios')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [
      mockRoute(routes.adminScenarios, () => ({ results: [], meta: { count: 0, limit: 500, offset: 0 } })),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No scenarios yet. Create the first one.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A colaborador looks at the catalogue without changing it. */
export const Colaborador: Story = {
  parameters: { msw: mockApi(mockUsers.colaborador) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Scenarios');
    await expect(canvas.queryByRole('button', { name: 'New scenario' })).not.toBeInTheDocument();
  },
};
