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

/** Whether the machine is online shows without expanding. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Last seen 25 minutes ago')).toBeVisible();
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

/** No machine was ever activated: no sync details. */
export const NotActivated: Story = {
  args: { license: neverActivated, defaultExpanded: true, detailHref: '/dash/licenses/Mall%20Plaza%201' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not activated')).toBeVisible();
    await expect(canvas.queryByText('Last sync')).toBeNull();
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
