import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  title: 'Screens/Client/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/dash' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/dash');
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  args: { onRetry: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Spanish: Story = {
  args: { onRetry: fn() },
  globals: { locale: 'es' },
};
