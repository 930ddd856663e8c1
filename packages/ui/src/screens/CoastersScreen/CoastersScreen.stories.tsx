import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CoastersScreen } from './CoastersScreen.tsx';

const meta = {
  title: 'Screens/Client/CoastersScreen',
  component: CoastersScreen,
} satisfies Meta<typeof CoastersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coasters' })).toBeVisible();
    await expect(canvas.getByText(/Coming soon/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Prossimamente/)).toBeVisible();
  },
};
