import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LicenseDevice } from '@orbit/contract';
import { mockLicenseDevice, mockLicenses, mockNow, mockUsers } from '@orbit/mocks';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { LicenseDeviceSummary } from './LicenseDeviceSummary.tsx';

const now = new Date(mockNow);
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const licenseWith = (machine: LicenseDevice | null) => ({ revokedAt: null, device: machine });

const meta = {
  title: 'Domain/Licenses/LicenseDeviceSummary',
  component: LicenseDeviceSummary,
  args: { license: licenseWith(mockLicenseDevice({})), now, timeZone: mockUsers.client.timezone },
} satisfies Meta<typeof LicenseDeviceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online, when it last called, and the time its rides last arrived in the owner's time zone. */
export const Online: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Online')).toBeVisible();
    await expect(canvas.getByText('Last seen 2 minutes ago')).toBeVisible();
    await expect(canvas.getByText('Last sync: May 15, 2026, 8:20 AM')).toBeVisible();
  },
};

/** Played offline: the rides it still holds are counted, to be sent when it is back. */
export const OfflineWithPendingRides: Story = {
  args: {
    license: licenseWith(
      mockLicenseDevice({
        lastSeenAt: minutesAgo(900),
        lastSyncAt: minutesAgo(2500),
        pendingRides: 37,
        coasterStatus: 'offline',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Offline')).toBeVisible();
    await expect(canvas.getByText('Last seen 15 hours ago')).toBeVisible();
    await expect(canvas.getByText('Rides waiting to sync: 37')).toBeVisible();
  },
};

/** Every state the licence list shows, the mock client's licences first, in the coasters pages' statuses. */
export const AllStates: Story = {
  render: (args) => (
    <StoryGrid>
      {mockLicenses.map((license) => (
        <StoryRow key={license.key} label={license.label}>
          <LicenseDeviceSummary license={license} now={args.now} timeZone={args.timeZone} />
        </StoryRow>
      ))}
      <StoryRow label="just activated, no rides yet">
        <LicenseDeviceSummary
          license={licenseWith(mockLicenseDevice({ lastSyncAt: null }))}
          now={args.now}
          timeZone={args.timeZone}
        />
      </StoryRow>
      <StoryRow label="late">
        <LicenseDeviceSummary
          license={licenseWith(mockLicenseDevice({ lastSeenAt: minutesAgo(9), coasterStatus: 'late' }))}
          now={args.now}
          timeZone={args.timeZone}
        />
      </StoryRow>
      <StoryRow label="switched off">
        <LicenseDeviceSummary
          license={licenseWith(mockLicenseDevice({ lastSeenAt: minutesAgo(600), coasterStatus: 'switchedOff' }))}
          now={args.now}
          timeZone={args.timeZone}
        />
      </StoryRow>
      <StoryRow label="never activated">
        <LicenseDeviceSummary license={licenseWith(null)} now={args.now} timeZone={args.timeZone} />
      </StoryRow>
      <StoryRow label="replaced">
        <LicenseDeviceSummary
          license={licenseWith(
            mockLicenseDevice({ status: 'replaced', lastSeenAt: minutesAgo(3000), coasterStatus: 'replaced' }),
          )}
          now={args.now}
          timeZone={args.timeZone}
        />
      </StoryRow>
    </StoryGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      'Online',
      'Late',
      'Last seen 25 minutes ago',
      'Offline',
      'Switched off',
      'Not activated',
      'Replaced',
      'Revoked',
      'No rides received yet',
      'Rides waiting to sync: 37',
    ]) {
      await expect(canvas.getAllByText(text)[0]).toBeVisible();
    }
  },
};

export const Italian: Story = {
  ...OfflineWithPendingRides,
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Corse da sincronizzare: 37')).toBeVisible();
  },
};
