import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignOutIcon } from '../../icons/index.ts';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { Button, type ButtonSize, type ButtonVariant } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

export const Default: Story = {};

/** Every variant in every size and state. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      {variants.map((variant) => (
        <StoryRow key={variant} label={variant}>
          {sizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              Size {size}
            </Button>
          ))}
          <Button {...args} variant={variant} icon={<SignOutIcon />}>
            With icon
          </Button>
          <Button {...args} variant={variant} loading>
            Loading
          </Button>
          <Button {...args} variant={variant} disabled>
            Disabled
          </Button>
        </StoryRow>
      ))}
      <StoryRow label="full width" stack>
        <Button {...args} fullWidth>
          Full width
        </Button>
      </StoryRow>
    </StoryGrid>
  ),
};

export const ClickCallsOnClick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const KeyboardActivates: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const LoadingIsBusy: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still reachable by keyboard, so focus is not lost while a form submits.
    await expect(button).toHaveFocus();
  },
};

export const DisabledIgnoresPresses: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Matrix in the second brand, Bubble: the same component with other tokens (logo, colours, typeface, links). */
export const BubbleBrand: Story = { ...Matrix, globals: { ...Matrix.globals, brand: 'bubble' } };
