import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen.tsx';

const meta = {
  title: 'Screens/Client/NotFoundScreen',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/dash' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/dash');
    await expect(canvas.getByRole('link', { name: 'support@orbit.example' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const French: Story = {
  globals: { locale: 'fr' },
};

/** In the second brand, Bubble: its logo, typeface, colours and its own support contacts. */
export const BubbleBrand: Story = {
  globals: { brand: 'bubble' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'help@bubble.example' })).toHaveAttribute(
      'href',
      'mailto:help@bubble.example',
    );
    await expect(canvas.queryByRole('link', { name: 'support@orbit.example' })).not.toBeInTheDocument();
  },
};
