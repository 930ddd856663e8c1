import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, within } from 'storybook/test';
import type { DebitApproval } from '@orbit/contract';
import { DebitApprovalsScreen } from './DebitApprovalsScreen.tsx';

const request = (id: number, fields: Partial<DebitApproval>): DebitApproval => ({
  id,
  userId: 4,
  userName: 'Carlos Mendes',
  amount: -5000,
  requestedByUserId: 3,
  requestedByName: 'Colaborador Demo',
  requestedAt: '2026-05-14T09:30:00.000Z',
  status: 'pending',
  decidedByUserId: null,
  decidedByName: null,
  decidedAt: null,
  walletRecordId: null,
  ...fields,
});

const approvals = [
  request(1, {}),
  request(2, { userId: 5, userName: 'Claire Martin', amount: -12_000, requestedAt: '2026-05-14T16:05:00.000Z' }),
  request(3, {
    amount: -2500,
    requestedByUserId: 1,
    requestedByName: 'Admin Demo',
    requestedAt: '2026-05-15T08:00:00.000Z',
  }),
];

const meta = {
  title: 'Screens/Admin/DebitApprovalsScreen',
  component: DebitApprovalsScreen,
  args: {
    approvals,
    viewerId: 1,
    timeZone: 'UTC',
    clientHref: (userId: number) => `/dash/admin/clients/${userId}`,
    onDecide: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof DebitApprovalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An admin approves a colaborador's debit after confirming; their own request waits for someone else. */
export const Queue: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Debit approvals' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    const own = canvas.getByRole('row', { name: /Admin Demo/ });
    await expect(within(own).getByText('Waits for another staff member')).toBeVisible();
    await expect(within(own).queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve taking 5,000 coins from Carlos Mendes' }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Approve this debit?' }));
    await expect(dialog.getByText(/as Colaborador Demo asked/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith(approvals[0], 'approve');
    await expect(await canvas.findByText('Approved: 5,000 coins taken from Carlos Mendes.')).toBeVisible();
  },
};

/** Rejecting takes nothing; a failure (another approver was first) shows the server's message in the dialog. */
export const RejectFails: Story = {
  play: async ({ args, canvasElement }) => {
    if (!args.onDecide) throw new globalThis.Error('The story needs onDecide');
    mocked(args.onDecide).mockImplementationOnce(async () =>
      Promise.reject(new globalThis.Error('This debit was already decided.')),
    );
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject taking 12,000 coins from Claire Martin' }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Reject this debit?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('This debit was already decided.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { approvals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No debit is waiting for approval.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { approvals: [], loading: true },
  // The loader shows after a short delay (DelayedLoader): the picture is taken once it does.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  args: { approvals: [], error: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Aprovação de débitos' })).toBeVisible();
  },
};
