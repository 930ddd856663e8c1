import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      <StoryRow label="states" stack>
        <PasswordField label="Empty" name="empty" />
        <PasswordField label="Filled" name="filled" defaultValue="demo1234" />
        <PasswordField
          label="New password"
          name="new"
          autoComplete="new-password"
          hint="At least 6 characters."
          required
        />
        <PasswordField label="With error" name="error" required error="This field is required." />
        <PasswordField label="Disabled" name="disabled" defaultValue="demo1234" disabled />
      </StoryRow>
    </StoryGrid>
  ),
};

export const ShowsAndHidesThePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'demo1234');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('demo1234');

    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-controls', input.id);
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};
