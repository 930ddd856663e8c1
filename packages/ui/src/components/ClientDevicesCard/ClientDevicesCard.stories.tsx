import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockDevices, mockNow } from '@orbit/mocks';
import { ClientDevicesCard } from './ClientDevicesCard.tsx';

const now = new Date(mockNow);
const byHostname = (hostname: string) => {
  const device = mockDevices.find((candidate) => candidate.hostname === hostname);
  if (!device) throw new globalThis.Error(`No mock machine ${hostname}`);
  return device;
};

const meta = {
  title: 'Domain/Admin/ClientDevicesCard',
  component: ClientDevicesCard,
  parameters: { layout: 'padded' },
  args: {
    devices: mockDevices,
    now,
    timeZone: 'UTC',
    onFree: fn(async () => undefined),
    onRevoke: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof ClientDevicesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, hostname: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(hostname) }));

/**
 * Admin and supervisor: every state of a machine at once, in the coasters pages' statuses (online, offline for 25
 * minutes with a licence file ending within a day, a clock off and missing rides, offline since last night with rides
 * waiting, replaced, revoked) and the actions each still accepts.
 */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Machines of this client’s licences' });
    await expect(within(table).getAllByRole('row')).toHaveLength(mockDevices.length + 1);
    await expect(rowOf(canvasElement, 'norte-orbit-01').getByText('Online')).toBeVisible();
    await expect(rowOf(canvasElement, 'norte-orbit-01').getByText('Clock in time')).toBeVisible();
    const quiet = rowOf(canvasElement, 'aventura-orbit-01');
    await expect(quiet.getByText('Offline')).toBeVisible();
    await expect(quiet.getByText('Last seen May 15, 2026, 11:35 AM')).toBeVisible();
    await expect(quiet.getByText('Expires within a day')).toBeVisible();
    await expect(quiet.getByText('Clock 95 seconds behind')).toBeVisible();
    await expect(quiet.getByText('Missing: 2')).toBeVisible();
    const offline = rowOf(canvasElement, 'aventura-bubble-02');
    await expect(offline.getByText('Offline')).toBeVisible();
    await expect(offline.getByText('Waiting to sync: 37')).toBeVisible();
    await expect(offline.getByText('App 3.2.0 · Game 2.0.1')).toBeVisible();
    const replaced = rowOf(canvasElement, 'aventura-orbit-old');
    await expect(replaced.getByText('Replaced')).toBeVisible();
    await expect(replaced.getByText('Slot freed on Mar 1, 2026, 1:55 PM')).toBeVisible();
    await expect(replaced.queryByRole('button', { name: /Free the device slot/ })).toBeNull();
    await expect(replaced.getByRole('button', { name: 'Revoke the device aventura-orbit-old' })).toBeVisible();
    const revoked = rowOf(canvasElement, 'bubble-backroom');
    await expect(revoked.getByText('Revoked')).toBeVisible();
    await expect(revoked.queryByRole('button')).toBeNull();
  },
};

/** Freeing the slot of a replaced PC asks first, then says it is done. */
export const FreeTheSlot: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const freeButton = () =>
      rowOf(canvasElement, 'aventura-orbit-01').getByRole('button', {
        name: 'Free the device slot of aventura-orbit-01',
      });
    await userEvent.click(freeButton());
    const dialog = within(page.getByRole('dialog', { name: 'Free the device slot?' }));
    await expect(dialog.getByText(/aventura-orbit-01 no longer holds the slot of Parque Aventura 1/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Free the slot' }));
    await expect(args.onFree).toHaveBeenCalledWith(byHostname('aventura-orbit-01'));
    await expect(await within(canvasElement).findByText('The device slot of Parque Aventura 1 is free.')).toBeVisible();
    await expect(page.queryByRole('dialog')).toBeNull();
    // The focus goes back to the button that opened the dialog.
    await waitFor(() => expect(freeButton()).toHaveFocus());
  },
};

/** Revoking asks first; Cancel changes nothing, with the keyboard as with the mouse. */
export const RevokeTheDevice: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const revoke = rowOf(canvasElement, 'aventura-bubble-02').getByRole('button', {
      name: 'Revoke the device aventura-bubble-02',
    });
    await userEvent.click(revoke);
    // Cancel has the focus first, so Enter never revokes by accident.
    await userEvent.keyboard('{Enter}');
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(revoke);
    const dialog = within(page.getByRole('dialog', { name: 'Revoke the device?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke the device' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(byHostname('aventura-bubble-02'));
    await expect(await within(canvasElement).findByText('The device aventura-bubble-02 is revoked.')).toBeVisible();
    // The closed dialog hands the focus back to the button that opened it, a frame later on a busy machine.
    await waitFor(() => expect(revoke).toHaveFocus());
  },
};

/** The server refuses: the dialog stays open with its message. */
export const ActionFails: Story = {
  args: {
    onFree: fn(async () => Promise.reject(new globalThis.Error('The machine is no longer active on its licence'))),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Free the device slot of norte-orbit-01' }),
    );
    const dialog = within(page.getByRole('dialog', { name: 'Free the device slot?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Free the slot' }));
    await expect(await dialog.findByText('Device error')).toBeVisible();
    await expect(dialog.getByText('The machine is no longer active on its licence')).toBeVisible();
  },
};

/** Colaborador reads the machines but acts on none (the console gives no actions). */
export const Colaborador: Story = {
  args: { onFree: undefined, onRevoke: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { devices: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No machine has been activated on this client’s licences yet.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { devices: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Machines of this client’s licences' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { devices: [], error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The machines could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone each machine is a card; the actions stay at hand. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'aventura-orbit-01' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Free the device slot of aventura-orbit-01' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Machines' })).toBeVisible();
    await expect(canvas.getByText('Expire dans moins d’un jour')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Libérer l’emplacement de l’appareil aventura-orbit-01' }),
    ).toBeVisible();
  },
};
