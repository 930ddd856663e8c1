import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, EyeIcon, MenuIcon } from '../../icons/index.ts';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { IconButton, type IconButtonSize, type IconButtonVariant } from './IconButton.tsx';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: <MenuIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants: IconButtonVariant[] = ['ghost', 'secondary'];
const sizes: IconButtonSize[] = ['sm', 'md', 'lg'];

export const Default: Story = {};

export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      {variants.map((variant) => (
        <StoryRow key={variant} label={variant}>
          {sizes.map((size) => (
            <IconButton key={size} {...args} variant={variant} size={size} />
          ))}
          <IconButton {...args} variant={variant} label="Close menu" icon={<CloseIcon />} aria-expanded />
          <IconButton {...args} variant={variant} label="Show password" icon={<EyeIcon />} aria-pressed />
          <IconButton {...args} variant={variant} disabled />
        </StoryRow>
      ))}
    </StoryGrid>
  ),
};

export const NamedByItsLabel: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
