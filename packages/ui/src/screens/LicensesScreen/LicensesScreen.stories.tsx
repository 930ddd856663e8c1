import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ClientLicense } from '@orbit/contract';
import { mockLicenses, mockUsers } from '@orbit/mocks';
import { LicensesScreen } from './LicensesScreen.tsx';

const meta = {
  title: 'Screens/Client/LicensesScreen',
  component: LicensesScreen,
  args: {
    status: 'ready',
    licenses: mockLicenses,
    detailHref: (license) => `/dash/licenses/${encodeURIComponent(license.label)}`,
    timeZone: mockUsers.client.timezone,
    onRetry: fn(),
  },
} satisfies Meta<typeof LicensesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(label) }));

/**
 * Each licence says its machine's status as the coasters pages do and when it last called, when its rides last arrived
 * and how many it still holds.
 */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'All my licences' })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(mockLicenses.length + 1);
    await expect(canvas.getByRole('columnheader', { name: 'Machine' })).toBeVisible();
    await expect(rowOf(canvasElement, 'Shopping Norte 1').getByText('Online')).toBeVisible();
    await expect(rowOf(canvasElement, 'Parque Aventura 1').getByText('Offline')).toBeVisible();
    await expect(rowOf(canvasElement, 'Parque Aventura 1').getByText('Last seen 25 minutes ago')).toBeVisible();
    await expect(rowOf(canvasElement, 'Parque Aventura 2').getByText('Rides waiting to sync: 37')).toBeVisible();
    // Revoked before any machine came: revoked, as on the coasters page.
    await expect(rowOf(canvasElement, 'Mall Plaza 1').getByText('Revoked')).toBeVisible();
  },
};

/** A machine whose slot staff freed (the PC was replaced) and one staff revoked. */
export const ReplacedAndRevokedMachines: Story = {
  args: {
    licenses: mockLicenses.map((license, index): ClientLicense =>
      license.device && index < 2
        ? {
            ...license,
            device: {
              ...license.device,
              status: index === 0 ? 'replaced' : 'revoked',
              coasterStatus: index === 0 ? 'replaced' : 'revoked',
            },
          }
        : license,
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 'Parque Aventura 1').getByText('Replaced')).toBeVisible();
    await expect(rowOf(canvasElement, 'Parque Aventura 2').getByText('Revoked')).toBeVisible();
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
  args: { licenses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for the selected period.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', licenses: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadError: Story = {
  args: { status: 'error', licenses: [] },
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
    const offline = within(within(cards).getByRole('article', { name: 'Parque Aventura 2' }));
    await expect(offline.getByText('Offline')).toBeVisible();
    await userEvent.click(offline.getByRole('button', { name: 'Show more' }));
    await expect(offline.getByText('Rides waiting to sync').nextElementSibling).toHaveTextContent('37');
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
