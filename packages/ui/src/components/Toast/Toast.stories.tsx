import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Toast, ToastRegion } from './Toast.tsx';

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  args: { tone: 'success', children: 'Notes saved.', onDismiss: fn(), autoHideMs: 0 },
  render: (args) => (
    <ToastRegion>
      <Toast {...args} />
    </ToastRegion>
  ),
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Both tones, stacked in the region as they appear on a page. */
export const Matrix: Story = {
  render: (args) => (
    <ToastRegion>
      <Toast {...args} tone="success">
        Notes saved.
      </Toast>
      <Toast {...args} tone="error">
        The licence could not be blocked. Try again.
      </Toast>
    </ToastRegion>
  ),
};

export const SuccessIsAStatus: Story = {
  play: async ({ args, canvasElement }) => {
    const toast = within(canvasElement).getByRole('status');
    await expect(toast).toHaveTextContent('Notes saved.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const ErrorIsAnAlert: Story = {
  args: { tone: 'error', children: 'The licence could not be blocked. Try again.', autoHideMs: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be blocked');
  },
};

/** Shows a toast until it hides itself, as a page would keep it in state. */
function SelfHidingToast({ onDismiss }: { onDismiss: () => void }) {
  const [shown, setShown] = useState(true);
  return (
    <ToastRegion>
      {shown && (
        <Toast
          tone="success"
          autoHideMs={300}
          onDismiss={() => {
            setShown(false);
            onDismiss();
          }}
        >
          Notes saved.
        </Toast>
      )}
    </ToastRegion>
  );
}

export const SuccessHidesItself: Story = {
  render: (args) => <SelfHidingToast onDismiss={args.onDismiss} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Notes saved.');
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce());
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
