import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockLicenses, mockNow, mockUsers } from '@orbit/mocks';
import { LicenseDetailCard } from './LicenseDetailCard.tsx';

const [limited, unlimitedOffline, unlimited, revoked] = mockLicenses;
if (!limited || !unlimitedOffline || !unlimited || !revoked) throw new Error('The mock client has four licences');
const now = new Date(mockNow);

const meta = {
  title: 'Domain/Licenses/LicenseDetailCard',
  component: LicenseDetailCard,
  args: { license: limited, now, timeZone: mockUsers.client.timezone },
} satisfies Meta<typeof LicenseDetailCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Limited: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Licence data' });
    await expect(card).toHaveTextContent('****R8T-9WZC');
    await expect(card).toHaveTextContent('Limited');
    await expect(card).toHaveTextContent('Active');
    await expect(within(card).getByText('Offline')).toBeVisible();
    await expect(card).toHaveTextContent('Last seen 25 minutes ago');
  },
};

/**
 * The owner sees unlimited once unlimitedSince has passed, offline or not. Its machine played offline: the rides it
 * holds are counted.
 */
export const UnlimitedOffline: Story = {
  args: { license: unlimitedOffline },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Licence data' });
    await expect(card).toHaveTextContent('Unlimited');
    await expect(within(card).getByText('Offline')).toBeVisible();
    await expect(within(card).getByText('Rides waiting to sync').nextElementSibling).toHaveTextContent('37');
  },
};

/** A machine that called a minute and a half ago is online. */
export const Online: Story = {
  args: { license: unlimited },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Licence data' });
    await expect(card).toHaveTextContent('Online');
    await expect(card).toHaveTextContent('Last seen 1 minute ago');
  },
};

/** A check-in missed: late, as the coasters pages say, the same status on the licence page. */
export const Late: Story = {
  args: {
    license: {
      ...limited,
      device: limited.device && { ...limited.device, lastSeenAt: '2026-05-15T11:51:00.000Z', coasterStatus: 'late' },
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Licence data' });
    await expect(within(card).getByText('Late')).toBeVisible();
    await expect(card).toHaveTextContent('Last seen 9 minutes ago');
  },
};

/** Staff freed the slot (the PC was replaced) and no new machine was activated yet. */
export const Replaced: Story = {
  args: {
    license: {
      ...limited,
      device: limited.device && { ...limited.device, status: 'replaced', coasterStatus: 'replaced' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Licence data' })).toHaveTextContent('Replaced');
  },
};

/** A revoked licence that never had a machine: its machine reads revoked, as on the coasters pages; no sync details. */
export const Revoked: Story = {
  args: { license: revoked },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Licence data' });
    await expect(within(card).getAllByText('Revoked')).toHaveLength(2);
    await expect(within(card).queryByText('Not activated')).toBeNull();
    await expect(within(card).queryByText('Last sync')).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { license: unlimited },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Données de la licence' })).toHaveTextContent(
      'Illimitée',
    );
  },
};
