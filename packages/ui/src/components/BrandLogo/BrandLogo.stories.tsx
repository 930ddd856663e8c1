import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { BrandLogo, type BrandLogoSize } from './BrandLogo.tsx';

const meta = {
  title: 'Primitives/BrandLogo',
  component: BrandLogo,
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

const sizes: BrandLogoSize[] = ['sm', 'md', 'lg'];

export const Default: Story = {};

export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      <StoryRow label="with name">
        {sizes.map((size) => (
          <BrandLogo key={size} size={size} />
        ))}
      </StoryRow>
      <StoryRow label="mark only">
        {sizes.map((size) => (
          <BrandLogo key={size} size={size} showName={false} />
        ))}
      </StoryRow>
    </StoryGrid>
  ),
};

export const MarkAloneIsNamed: Story = {
  args: { showName: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Orbit' })).toBeVisible();
  },
};

/** Matrix in the second brand, Bubble: the same component with other tokens (logo, colours, typeface, links). */
export const BubbleBrand: Story = { ...Matrix, globals: { ...Matrix.globals, brand: 'bubble' } };
