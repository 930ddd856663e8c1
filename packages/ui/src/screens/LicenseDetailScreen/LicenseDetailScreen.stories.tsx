import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ConsumptionList, LicenseConsumptionsReport, LicenseScenario, RangeKind } from '@orbit/contract';
import { calendarPeriodInZone, contentTextFor, daysRangeInZone, limits } from '@orbit/domain';
import { mockConsumptions, mockLicenses, mockNow, mockScenarios, mockUsers } from '@orbit/mocks';
import {
  LicenseDetailScreen,
  type ConsumptionsState,
  type ConsumptionsView,
  type LicenseDetailScreenProps,
} from './LicenseDetailScreen.tsx';

const [license] = mockLicenses;
if (!license) throw new Error('The mock client has no licences');
const timeZone = mockUsers.client.timezone;

/** The licence's scenarios as the client call answers them (ADR 0032). */
const licenseScenarios: LicenseScenario[] = mockScenarios
  .filter((scenario) => license.scenariosObtained.includes(scenario.id))
  .map((scenario) => {
    const text = contentTextFor(scenario.languages, 'en');
    return {
      id: scenario.id,
      title: text?.text.title ?? null,
      theme: text?.text.theme ?? null,
      language: text?.language ?? null,
      time: scenario.time,
      imageKey: null,
      thumbnailUrl: null,
      licenseKeys: [license.key],
    };
  });
const now = new Date(mockNow);

/** The owner's day, ISO week or month holding `reference`, as the server computes it. */
const periodOf = (reference: Date, kind: RangeKind) => calendarPeriodInZone(reference, kind, timeZone);

function listOf(range: { startAt: Date; endAt: Date }, page: number): ConsumptionList {
  const rides = mockConsumptions.filter((ride) => {
    const at = Date.parse(ride.consumedAt);
    return ride.licenseKey === license?.key && at >= range.startAt.getTime() && at < range.endAt.getTime();
  });
  const offset = (page - 1) * limits.licenseRidesPageSize;
  return {
    results: rides.slice(offset, offset + limits.licenseRidesPageSize),
    meta: { count: rides.length, limit: limits.licenseRidesPageSize, offset },
    range: { startAt: range.startAt.toISOString(), endAt: range.endAt.toISOString() },
    customersAmount: rides.reduce((sum, ride) => sum + ride.customersAmount, 0),
    previousCustomersAmount: 0,
    totalCustomersAmount: 0,
    totalCreditsAdded: 0,
  };
}

function listOfView(view: ConsumptionsView): ConsumptionList {
  if (view.layout === 'mobile') return listOf(periodOf(new Date(view.reference), view.rangeKind), view.page);
  return listOf(daysRangeInZone(view.start, view.end, timeZone), view.page);
}

function totalsOf(kind: RangeKind) {
  const list = listOf(periodOf(now, kind), 1);
  return { ...list.range, customersAmount: list.customersAmount, ridesAmount: list.meta.count };
}

const summary: LicenseConsumptionsReport = {
  month: totalsOf('month'),
  isoWeek: totalsOf('isoWeek'),
  day: totalsOf('day'),
};

type HarnessProps = LicenseDetailScreenProps & {
  /** Forces the rides into a loading or failed state. */
  consumptionsStatus?: 'loading' | 'error';
};

/** Plays the route's part: keeps the view and answers it from the mock rides. */
function Harness({ consumptionsStatus, ...props }: HarnessProps) {
  const [view, setView] = useState<ConsumptionsView | null>(null);
  let consumptions: ConsumptionsState = { status: 'loading' };
  if (consumptionsStatus) consumptions = { status: consumptionsStatus };
  else if (view) consumptions = { status: 'ready', list: listOfView(view) };
  return <LicenseDetailScreen {...props} view={view} onViewChange={setView} consumptions={consumptions} />;
}

const meta = {
  title: 'Screens/Client/LicenseDetailScreen',
  component: LicenseDetailScreen,
  render: (args) => <Harness {...args} />,
  args: {
    status: 'ready',
    license,
    summary,
    consumptions: { status: 'loading' },
    view: null,
    onViewChange: fn(),
    onSaveNotes: fn(() => Promise.resolve()),
    onDownloadPdf: fn(),
    listHref: '/dash/licenses',
    now,
    timeZone,
    onRetry: fn(),
    scenarios: { status: 'ready', scenarios: licenseScenarios },
    onRetryScenarios: fn(),
  },
} satisfies Meta<typeof LicenseDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: data cards, this month / week / today, notes, and the rides of the month so far with paging. */
export const Desktop: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: license.label })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Licence data' })).toHaveTextContent('Limited');
    // The machine called 25 minutes ago, three 5-minute check-ins and more: offline, as the coasters pages say.
    const data = canvas.getByRole('region', { name: 'Licence data' });
    await expect(within(data).getByText('Offline')).toBeVisible();
    await expect(data).toHaveTextContent('Last seen 25 minutes ago');
    await expect(canvas.getByRole('region', { name: 'Scenarios' })).toHaveTextContent('Frozen Glacier');
    const table = await canvas.findByRole('table', { name: `Rides of ${license.label}` });
    await expect(within(table).getAllByRole('row')).toHaveLength(limits.licenseRidesPageSize + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledOnce();
    // The screenshot shows the first page at rest, whatever the order of the checks above.
    await userEvent.click(canvasElement);
  },
};

/** The machine played offline: the page says how many rides it still holds, to be sent when it is back. */
export const MachineWithPendingRides: Story = {
  args: { license: { ...license, device: mockLicenses[1]?.device ?? null } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Licence data' }));
    await expect(card.getByText('Offline')).toBeVisible();
    await expect(card.getByText('Rides waiting to sync').nextElementSibling).toHaveTextContent('37');
  },
};

export const DownloadingPdf: Story = { args: { downloadingPdf: true } };

export const PdfFailed: Story = {
  args: { pdfError: 'The PDF could not be created. Try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The PDF could not be created.');
  },
};

/** Phones: Info and Consume tabs; Consume steps through days, weeks or months. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Consume' }));
    await expect(await canvas.findByText('May 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous period' }));
    await expect(canvas.getByText('April 2026')).toBeVisible();
    await userEvent.click(canvas.getByText('Day'));
    await expect(canvas.getByRole('radio', { name: 'Day' })).toBeChecked();
    await expect(canvas.getByRole('list', { name: `Rides of ${license.label}` })).toBeVisible();
  },
};

export const MobileInfo: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('group', { name: 'This month' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', license: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The license does not exists.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to all licences' })).toHaveAttribute('href', '/dash/licenses');
  },
};

export const Loading: Story = {
  args: { status: 'loading', license: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadError: Story = {
  args: { status: 'error', license: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ConsumptionsFailed: Story = {
  render: (args) => <Harness {...args} consumptionsStatus="error" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The consumptions could not be loaded.')).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Dados da licença' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
  },
};
