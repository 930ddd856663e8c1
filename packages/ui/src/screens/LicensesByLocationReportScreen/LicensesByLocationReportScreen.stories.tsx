import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AdminReportLicenseByLocation } from '@orbit/contract';
import { mockCountries, mockReportClients, mockReportLicenses, mockReportRides } from '@orbit/mocks';
import {
  filteredReportStories,
  storyAnswer,
  storyCountryChoices,
  storyFilterBar,
  storyPage,
  storyPromptArgs,
  storyRange,
} from '../reportParts/reportStories.tsx';
import { LicensesByLocationReportScreen } from './LicensesByLocationReportScreen.tsx';

/** Each mock licence with rides in April, as the server lists it. */
const rows: AdminReportLicenseByLocation[] = mockReportLicenses.flatMap((license) => {
  const client = mockReportClients.find((candidate) => candidate.id === license.userId);
  const synced = mockReportRides
    .filter((ride) => ride.licenseKey === license.key && ride.consumedAt.startsWith('2026-04'))
    .map((ride) => ride.syncedAt)
    .sort()
    .at(-1);
  if (!client || !synced) return [];
  return [
    {
      userId: client.id,
      name: client.name,
      email: client.email,
      isoAlpha3: client.isoAlpha3,
      license: license.key,
      label: license.label,
      unlimitedSince: license.unlimitedSince,
      lastSynced: synced,
    },
  ];
});
const data = storyPage(rows);

const filterBar = storyFilterBar(
  { countries: ['76', '250', '620'], range: storyRange },
  { countries: storyCountryChoices(mockCountries, 'en') },
);

const meta = {
  title: 'Screens/Admin/LicensesByLocationReportScreen',
  component: LicensesByLocationReportScreen,
  ...filteredReportStories(LicensesByLocationReportScreen, { filterBar, data }),
} satisfies Meta<typeof LicensesByLocationReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prompt: Story = {
  args: storyPromptArgs(filterBar),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose countries and a period, then press Search.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { answer: storyAnswer('loading') } };

/** Licences by country, client and key, with the count of licences in the footer. */
export const Data: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Active licences by location' });
    await expect(within(table).getAllByText('Brazil').length).toBeGreaterThan(0);
    await expect(within(table).getByText(`Licences: ${rows.length}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.filterBar.onSearch).toHaveBeenCalledOnce();
  },
};

export const NoData: Story = { args: { answer: storyAnswer('ready', storyPage([])) } };

export const Failed: Story = {
  args: { answer: storyAnswer('error') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The report could not be loaded.');
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  args: { filterBar: { ...filterBar, countries: storyCountryChoices(mockCountries, 'pt') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Licenças ativas por localização' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remover Brasil' })).toBeVisible();
  },
};
