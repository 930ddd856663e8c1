import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { ListFooter } from './ListFooter.tsx';

const meta = {
  title: 'Primitives/ListFooter',
  component: ListFooter,
  args: {
    from: 21,
    shown: 20,
    total: 1234,
    counter: ({ from, to, total }) => `${from}–${to} of ${total}`,
    page: 2,
    pageCount: 62,
    onPageChange: fn(),
    paginationLabel: 'Pages of machines',
  },
} satisfies Meta<typeof ListFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counter in the reader's figures and the pages, which tell the screen the page asked for. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21–40 of 1,234')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** One page: the counter alone; with space above, after a list that ends without any. */
export const OnePageAndSpaced: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="one page">
        <ListFooter {...args} from={1} shown={7} total={7} page={1} pageCount={1} />
      </StoryRow>
      <StoryRow label="spaced">
        <ListFooter {...args} from={1} shown={7} total={7} page={1} pageCount={1} spaced />
      </StoryRow>
    </StoryGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getAllByText('1–7 of 7')).toHaveLength(2);
  },
};
