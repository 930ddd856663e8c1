import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockReportLicenses, mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { failing, mockApi } from '../../stories/handlers.ts';
import { arrived } from '../../stories/reportPlay.ts';

const [license] = mockReportLicenses;

async function searchSuffix(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await arrived(canvas, 'Search licence');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /Last characters of the key/ }),
    `${license?.key.slice(-8)}{Enter}`,
  );
  return canvas;
}

/** The licence search with its real hook against the mock API. */
const meta = {
  title: 'Connected pages/Admin/Search licence',
  component: ConnectedPage,
  args: { path: '/dash/admin/reports/search-license' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchSuffix(canvasElement);
    // The table is first drawn loading; wait for the answer's rows.
    await waitFor(
      () =>
        expect(
          within(canvas.getByRole('table', { name: 'Search licence' })).getByText(license?.label ?? ''),
        ).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [failing('/api/admin/reports/licenses/search')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = await searchSuffix(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeVisible();
  },
};
