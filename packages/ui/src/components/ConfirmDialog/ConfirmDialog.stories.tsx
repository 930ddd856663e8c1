import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ConfirmDialog, type ConfirmDialogTone } from './ConfirmDialog.tsx';

interface ConfirmDemoProps {
  /** Passed to the dialog. */
  tone?: ConfirmDialogTone;
  /** Called on confirm. */
  onConfirm?: () => void;
  /** Called on cancel. */
  onCancel?: () => void;
}

/** An opener and the confirmation it asks for, with state as a screen would keep it. */
function ConfirmDemo({ tone = 'danger', onConfirm, onCancel }: ConfirmDemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Block licence
      </Button>
      <ConfirmDialog
        open={open}
        title="Block this licence?"
        tone={tone}
        confirmLabel="Block"
        onConfirm={() => {
          setOpen(false);
          onConfirm?.();
        }}
        onCancel={() => {
          setOpen(false);
          onCancel?.();
        }}
      >
        The simulator stops accepting rides until the licence is unblocked.
      </ConfirmDialog>
    </>
  );
}

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDemo,
  args: { onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A default confirmation, busy while its action runs, with the default labels. */
export const Matrix: Story = {
  render: () => (
    <ConfirmDialog open busy title="Publish the news?" onConfirm={() => undefined} onCancel={() => undefined}>
      Every client sees it on their dashboard.
    </ConfirmDialog>
  ),
};

/** The destructive tone, open. */
export const Danger: Story = {
  render: () => (
    <ConfirmDialog
      open
      tone="danger"
      title="Block this licence?"
      confirmLabel="Block"
      onConfirm={() => undefined}
      onCancel={() => undefined}
    >
      The simulator stops accepting rides until the licence is unblocked.
    </ConfirmDialog>
  ),
};

export const CancelHasFocusFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Block licence' });
    await userEvent.click(opener);
    const dialog = within(page.getByRole('dialog', { name: 'Block this licence?' }));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
};

export const ConfirmCallsOnConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Block licence' }));
    await userEvent.click(page.getByRole('button', { name: 'Block' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
