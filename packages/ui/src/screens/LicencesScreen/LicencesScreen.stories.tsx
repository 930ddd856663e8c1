import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockLicenses, mockUsers } from '@orbit/mocks';
import { LicencesScreen } from './LicencesScreen.tsx';

const meta = {
  title: 'Screens/Client/LicencesScreen',
  component: LicencesScreen,
  args: {
    status: 'ready',
    licences: mockLicenses,
    detailHref: (licence) => `/dash/licenses/${encodeURIComponent(licence.label)}`,
    timeZone: mockUsers.client.timezone,
    onRetry: fn(),
  },
} satisfies Meta<typeof LicencesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'All my licences' })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(mockLicenses.length + 1);
  },
};

/** A masked key pasted from the table still finds its licence: the asterisks are ignored. */
export const SearchByMaskedKey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search licences' }), '****hgb-8enu');
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent('Shopping Norte 1');
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search licences' }), 'zzz');
    await expect(canvas.getByText('No licence matches “zzz”.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { licences: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for the selected period.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', licences: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadError: Story = {
  args: { status: 'error', licences: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your licences could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Below 991 px the table gives way to cards with an expand link. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getByRole('list', { name: 'Your licences' });
    await expect(within(cards).getAllByRole('article')).toHaveLength(mockLicenses.length);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Todas as minhas licenças' }),
    ).toBeVisible();
  },
};
