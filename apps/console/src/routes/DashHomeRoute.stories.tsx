import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { routes } from '@orbit/contract';
import { mockRoute, mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../stories/ConnectedPage.tsx';
import { failing, mockApi, slow } from '../stories/handlers.ts';

/** The dashboard route with its real data hooks, answered by the mock API (msw-storybook-addon). */
const meta = {
  title: 'Connected pages/Client/Dashboard',
  component: ConnectedPage,
  args: { path: '/dash' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.client) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
    // The charts' code arrives after the screen: every chart is drawn before the picture is taken.
    for (const name of [/ranking/i, /per licence/i, /scenario/i, /^customers per month/i]) {
      await expect(await canvas.findByRole('img', { name }, { timeout: 10_000 })).toBeVisible();
    }
    // The wallet's runway comes with the coasters page's answer, under the key figures (ADR 0084).
    await expect(await canvas.findByRole('region', { name: 'Wallet runway' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Every report call waits, and the runway's: the cards and charts show their loading state, the runway none. */
export const Slow: Story = {
  parameters: { msw: mockApi(mockUsers.client, [slow('/api/report/*'), slow('/api/coasters')]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
  },
};

/** Every report call fails: each chart says so and offers a retry; the runway, failing too, is left out. */
export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.client, [failing('/api/report/*'), failing('/api/coasters')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The figures' card and, once their code has arrived, the four charts.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /try again/i })).toHaveLength(5), {
      timeout: 10_000,
    });
  },
};

/** A client without rides this month. */
export const Empty: Story = {
  parameters: {
    msw: mockApi(mockUsers.client, [
      mockRoute(routes.reportLicenseRanking, () => ({
        startAt: '2026-05-01T00:00:00.000Z',
        endAt: '2026-06-01T00:00:00.000Z',
        results: [],
      })),
      mockRoute(routes.reportScenarioShare, () => ({
        startAt: '2026-05-01T00:00:00.000Z',
        endAt: '2026-06-01T00:00:00.000Z',
        results: [],
      })),
      mockRoute(routes.reportCustomersPerLicense, () => ({ rows: [], licenses: [] })),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText(/no data/i, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('region', { name: 'Wallet runway' }, { timeout: 10_000 })).toBeVisible();
  },
};
