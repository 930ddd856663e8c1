import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { InsertCoinsDialog, type InsertCoinsOutcome } from './InsertCoinsDialog.tsx';

/** A reply that arrives a moment later, as the server's does. */
const slowSuccess = () => new Promise<InsertCoinsOutcome>((resolve) => setTimeout(() => resolve('inserted'), 300));

const meta = {
  title: 'Domain/Admin/InsertCoinsDialog',
  component: InsertCoinsDialog,
  args: { open: true, onClose: fn(), onSubmit: fn(slowSuccess), makeKey: () => 'story-key-1' },
} satisfies Meta<typeof InsertCoinsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Insert coins' }));

/** A double click sends one insertion, with the key made when the dialog opened (docs/domain.md#errors message after). */
export const DoubleClickInsertsOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount of coins' }), '250');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Insert' }));
    await expect(await dialog.findByText('250 coins inserted')).toBeVisible();
    await expect(dialog.getByText('Successful operation')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(250, 'story-key-1');
  },
};

/** A failure says so; the retry sends the same amount with the same key, so it can never insert twice. */
export const FailureThenRetry: Story = {
  play: async ({ args, canvasElement }) => {
    // Set here: the story's spies are fresh for every run, a queue set in `args` would be spent by an earlier one.
    mocked(args.onSubmit).mockImplementationOnce(async () => Promise.reject(new Error('Network error')));
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount of coins' }), '40{Enter}');
    await expect(await dialog.findByText('Error inserting coins, try again.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Amount of coins' })).toHaveAttribute('readonly');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(await dialog.findByText('40 coins inserted')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenNthCalledWith(1, 40, 'story-key-1');
    await expect(args.onSubmit).toHaveBeenNthCalledWith(2, 40, 'story-key-1');
  },
};

/** A debit above the installation's threshold waits for a second staff member, and the dialog says so (ADR 0057). */
export const LargeDebitAwaitsApproval: Story = {
  play: async ({ args, canvasElement }) => {
    mocked(args.onSubmit).mockImplementationOnce(async () => 'awaitingApproval');
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount of coins' }), '-5000{Enter}');
    await expect(await dialog.findByText('Waiting for approval')).toBeVisible();
    await expect(dialog.getByText(/A debit of 5,000 coins needs a second staff member/)).toBeVisible();
    // The form gives way to the title bar's Close and the footer's.
    await expect(dialog.queryByRole('button', { name: 'Insert' })).not.toBeInTheDocument();
    await expect(dialog.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  },
};

/** docs/domain.md#validation: the amount is required; a whole number other than 0. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Insert' }));
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount of coins' }), '2.5');
    await waitFor(() => expect(dialog.getByText('Enter a whole number other than 0.')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('dialog', { name: 'Inserisci monete' })).toBeVisible();
  },
};
