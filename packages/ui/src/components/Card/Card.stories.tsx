import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { heading: 'Wallet', children: <p style={{ margin: 0 }}>1,250 coins available.</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      <StoryRow label="padding md" stack>
        <Card>A card without a heading.</Card>
        <Card heading="Level 2 heading">Groups related content.</Card>
        <Card heading="Level 3 heading" headingLevel={3}>
          A smaller heading inside a section.
        </Card>
      </StoryRow>
      <StoryRow label="padding lg" stack>
        <Card heading="Level 1 heading" headingLevel={1} padding="lg">
          The page’s main card, as on the sign-in page.
        </Card>
      </StoryRow>
    </StoryGrid>
  ),
};

export const HeadingNamesTheRegion: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Wallet' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Wallet' })).toBeVisible();
  },
};
