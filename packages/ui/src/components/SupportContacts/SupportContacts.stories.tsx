import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SupportContacts } from './SupportContacts.tsx';

const meta = {
  title: 'Primitives/SupportContacts',
  component: SupportContacts,
} satisfies Meta<typeof SupportContacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'support@orbit.example' })).toHaveAttribute(
      'href',
      'mailto:support@orbit.example',
    );
    await expect(canvas.getByRole('link', { name: '+55 11 4000-1234' })).toHaveAttribute('href', 'tel:+551140001234');
  },
};

export const Centered: Story = {
  args: { align: 'center' },
};
