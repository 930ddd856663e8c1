import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { TariffEditorDialog } from './TariffEditorDialog.tsx';

/** A reply that arrives a moment later, as the server's does. */
const slowSuccess = () => new Promise<void>((resolve) => setTimeout(resolve, 300));

const meta = {
  title: 'Domain/Admin/TariffEditorDialog',
  component: TariffEditorDialog,
  args: { open: true, onClose: fn(), current: 2, onSubmit: fn(slowSuccess) },
} satisfies Meta<typeof TariffEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Change tariff' }));

/** The field starts from the tariff now; a new value is saved once, then confirmed. */
export const Change: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const field = dialog.getByRole('textbox', { name: 'Coins per customer' });
    await expect(field).toHaveValue('2');
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Tariff changed')).toBeVisible();
    await expect(dialog.getByText('Rides on limited licences now cost 3 coins per customer.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(3);
  },
};

/** A whole number from 1 to 1,000 (limits.coinsPerCustomerMax); anything else is refused before it is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const field = dialog.getByRole('textbox', { name: 'Coins per customer' });
    await userEvent.clear(field);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await userEvent.type(field, '1001');
    await waitFor(() => expect(dialog.getByText('Enter a whole number from 1 to 1,000.')).toBeVisible());
    await expect(field).toHaveAccessibleDescription(/Enter a whole number from 1 to 1,000\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message shows and the person may try again. */
export const Failure: Story = {
  play: async ({ args, canvasElement }) => {
    // Set here: the story's spies are fresh for every run, a queue set in `args` would be spent by an earlier one.
    mocked(args.onSubmit).mockImplementationOnce(async () => Promise.reject(new Error('Forbidden')));
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Coins per customer' }), '0{Enter}');
    await expect(await dialog.findByText('Forbidden')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Tariff changed')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenNthCalledWith(2, 20);
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('dialog', { name: 'Alterar tarifa' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Moedas por cliente' })).toBeVisible();
  },
};
