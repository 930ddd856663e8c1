import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockLicenses, mockUsers } from '@orbit/mocks';
import { LicenceCard } from './LicenceCard.tsx';

const [licence] = mockLicenses;
if (!licence) throw new Error('The mock client has no licences');

const meta = {
  title: 'Domain/Licences/LicenceCard',
  component: LicenceCard,
  args: { licence, detailHref: '/dash/licenses/Parque%20Aventura%201', timeZone: mockUsers.client.timezone },
} satisfies Meta<typeof LicenceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

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
