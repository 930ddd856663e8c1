import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockLicenses, mockUsers } from '@orbit/mocks';
import { LicenseCard } from './LicenseCard.tsx';

const [license, offlineLicense, , neverActivated] = mockLicenses;
if (!license || !offlineLicense || !neverActivated) throw new Error('The mock client has four licences');

const meta = {
  title: 'Domain/Licenses/LicenseCard',
  component: LicenseCard,
  args: { license, detailHref: '/dash/licenses/Parque%20Aventura%201', timeZone: mockUsers.client.timezone },
} satisfies Meta<typeof LicenseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The machine's status, as the coasters pages show it, and when it last called show without expanding. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Offline')).toBeVisible();
    await expect(canvas.getByText('Last seen 25 minutes ago')).toBeVisible();
  },
};

/** A check-in missed 9 minutes after the last call: late, as on the coasters pages. */
export const Late: Story = {
  args: {
    license: {
      ...license,
      device: license.device && { ...license.device, lastSeenAt: '2026-05-15T11:51:00.000Z', coasterStatus: 'late' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Late')).toBeVisible();
    await expect(canvas.getByText('Last seen 9 minutes ago')).toBeVisible();
  },
};

/** Offline, with rides played offline still to be sent: the details count them. */
export const OfflineWithPendingRides: Story = {
  args: { license: offlineLicense, defaultExpanded: true, detailHref: '/dash/licenses/Parque%20Aventura%202' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Offline')).toBeVisible();
    await expect(canvas.getByText('Rides waiting to sync').nextElementSibling).toHaveTextContent('37');
    await expect(canvas.getByText('Last sync').nextElementSibling).toHaveTextContent('May 13, 2026, 3:20 PM');
  },
};

/** No machine was ever activated: no last call, no sync details. */
export const NotActivated: Story = {
  args: {
    license: { ...neverActivated, revokedAt: null, revokedUserId: null },
    defaultExpanded: true,
    detailHref: '/dash/licenses/Mall%20Plaza%201',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not activated')).toBeVisible();
    await expect(canvas.queryByText(/Last seen/)).toBeNull();
    await expect(canvas.queryByText('Last sync')).toBeNull();
  },
};

/** Revoked before any machine came: revoked, as on the coasters pages. */
export const RevokedWithoutMachine: Story = {
  args: { license: neverActivated, detailHref: '/dash/licenses/Mall%20Plaza%201' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Revoked')).toBeVisible();
  },
};

/** The expand link shows the online-at date and the notes, and says whether they are shown. */
export const Expands: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expand = canvas.getByRole('button', { name: 'Show more' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Near the food court entrance.')).not.toBeInTheDocument();
    await userEvent.click(expand);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Near the food court entrance.')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ver Parque Aventura 1' })).toBeVisible();
  },
};
