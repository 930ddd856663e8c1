import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ClientLicense, LicenseDevice } from '@orbit/contract';
import { mockLicenseDevice, mockNow, mockUsers } from '@orbit/mocks';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { LicenseMachineStatus } from './LicenseMachineStatus.tsx';

const now = new Date(mockNow);
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const licenseWith = (device: LicenseDevice | null, revokedAt: string | null = null) => ({ revokedAt, device });

const meta = {
  title: 'Domain/Licenses/LicenseMachineStatus',
  component: LicenseMachineStatus,
  args: { license: licenseWith(mockLicenseDevice({})), now, timeZone: mockUsers.client.timezone },
} satisfies Meta<typeof LicenseMachineStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Online')).toBeVisible();
    await expect(canvas.getByText('Last seen 2 minutes ago')).toBeVisible();
  },
};

/**
 * A check-in missed: late, as the coasters pages say, although it called only 9 minutes ago. The exact time of the
 * call is the title of "last seen".
 */
export const Late: Story = {
  args: { license: licenseWith(mockLicenseDevice({ lastSeenAt: minutesAgo(9), coasterStatus: 'late' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Late')).toBeVisible();
    await expect(canvas.getByText('Last seen 9 minutes ago')).toHaveAttribute('title', 'May 15, 2026, 8:51 AM');
  },
};

const states: { label: string; license: Pick<ClientLicense, 'revokedAt' | 'device'> }[] = [
  { label: 'online', license: licenseWith(mockLicenseDevice({})) },
  { label: 'late', license: licenseWith(mockLicenseDevice({ lastSeenAt: minutesAgo(9), coasterStatus: 'late' })) },
  {
    label: 'offline',
    license: licenseWith(mockLicenseDevice({ lastSeenAt: minutesAgo(25), coasterStatus: 'offline' })),
  },
  {
    label: 'switched off',
    license: licenseWith(mockLicenseDevice({ lastSeenAt: minutesAgo(900), coasterStatus: 'switchedOff' })),
  },
  { label: 'never activated', license: licenseWith(null) },
  {
    label: 'replaced',
    license: licenseWith(
      mockLicenseDevice({ status: 'replaced', lastSeenAt: minutesAgo(3000), coasterStatus: 'replaced' }),
    ),
  },
  {
    label: 'machine revoked',
    license: licenseWith(
      mockLicenseDevice({ status: 'revoked', lastSeenAt: minutesAgo(9000), coasterStatus: 'revoked' }),
    ),
  },
  { label: 'licence revoked, never activated', license: licenseWith(null, minutesAgo(60_000)) },
];

/** Every status the licence list and page show, the coasters pages' own. */
export const AllStatuses: Story = {
  render: (args) => (
    <StoryGrid>
      {states.map(({ label, license }) => (
        <StoryRow key={label} label={label}>
          <LicenseMachineStatus license={license} now={args.now} timeZone={args.timeZone} />
        </StoryRow>
      ))}
    </StoryGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Online', 'Late', 'Offline', 'Switched off', 'Not activated', 'Replaced']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getAllByText('Revoked')).toHaveLength(2);
    await expect(canvas.getByText('Last seen 25 minutes ago')).toBeVisible();
  },
};

export const Portuguese: Story = {
  ...AllStatuses,
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Atrasada')).toBeVisible();
    await expect(canvas.getByText('Vista há 25 minutos')).toBeVisible();
  },
};
