import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockLicenses, mockNow, mockUsers } from '@orbit/mocks';
import { LicenceDetailCard } from './LicenceDetailCard.tsx';

const [limited, unlimitedOffline, unlimited, revoked] = mockLicenses;
if (!limited || !unlimitedOffline || !unlimited || !revoked) throw new Error('The mock client has four licences');
const now = new Date(mockNow);

const meta = {
  title: 'Domain/Licences/LicenceDetailCard',
  component: LicenceDetailCard,
  args: { licence: limited, now, timeZone: mockUsers.client.timezone },
} satisfies Meta<typeof LicenceDetailCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Limited: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Licence data' });
    await expect(card).toHaveTextContent('****R8T-9WZC');
    await expect(card).toHaveTextContent('Limited');
    await expect(card).toHaveTextContent('Active');
  },
};

/** The owner sees unlimited once unlimitedSince has passed, offline or not. */
export const UnlimitedOffline: Story = {
  args: { licence: unlimitedOffline },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Licence data' })).toHaveTextContent('Unlimited');
  },
};

export const Revoked: Story = {
  args: { licence: revoked },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Licence data' })).toHaveTextContent('Revoked');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { licence: unlimited },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Données de la licence' })).toHaveTextContent(
      'Illimitée',
    );
  },
};
