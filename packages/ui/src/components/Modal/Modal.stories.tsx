import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { Modal, type ModalVariant } from './Modal.tsx';

interface ModalDemoProps {
  /** Passed to the modal. */
  variant?: ModalVariant;
  /** Called when the modal asks to close. */
  onClose?: () => void;
}

/** An opener button and the modal it opens, with state as a screen would keep it. */
function ModalDemo({ variant = 'default', onClose }: ModalDemoProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit licence</Button>
      <Modal
        open={open}
        onClose={close}
        title="Edit licence"
        variant={variant}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Save</Button>
          </>
        }
      >
        <TextField label="Licence label" name="label" defaultValue="Arcade Centro" />
      </Modal>
    </>
  );
}

const meta = {
  title: 'Primitives/Modal',
  component: ModalDemo,
  args: { onClose: fn() },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Both variants open at once: a centred dialog in front of a fullscreen one, as a confirmation over an editor. */
export const Matrix: Story = {
  render: () => (
    <>
      <Modal open onClose={() => undefined} title="Scenario editor" variant="fullscreen">
        The fullscreen variant covers the viewport, for editors and long lists.
      </Modal>
      <Modal
        open
        onClose={() => undefined}
        title="Discard changes?"
        footer={
          <>
            <Button variant="secondary">Keep editing</Button>
            <Button variant="danger">Discard</Button>
          </>
        }
      >
        The default variant is a centred panel with a footer for its actions.
      </Modal>
    </>
  ),
};

export const OpensNamedWithFocusInside: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Edit licence' }));
    const dialog = page.getByRole('dialog', { name: 'Edit licence' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Edit licence' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};

export const TabStaysInside: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Edit licence' }));
    const dialog = within(page.getByRole('dialog', { name: 'Edit licence' }));
    const close = dialog.getByRole('button', { name: 'Close' });
    await userEvent.tab({ shift: true });
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('textbox', { name: 'Licence label' })).toHaveFocus();
  },
};

export const FullscreenVariant: Story = {
  args: { variant: 'fullscreen' },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Edit licence' });
    await userEvent.click(opener);
    const dialog = page.getByRole('dialog', { name: 'Edit licence' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};
