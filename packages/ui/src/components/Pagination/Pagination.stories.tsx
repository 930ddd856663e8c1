import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { Pagination, type PaginationProps } from './Pagination.tsx';

/** Keeps the page in state, as a screen would, and reports every change to the story's `onChange` spy. */
function StatefulPagination({ page: firstPage, onChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(firstPage);
  return (
    <Pagination
      {...props}
      page={page}
      onChange={(next) => {
        setPage(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 20, onChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Few pages, many pages at the start, middle and end, a single page. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="five pages">
        <Pagination {...args} label="Five pages" page={3} pageCount={5} />
      </StoryRow>
      <StoryRow label="first of twenty">
        <Pagination {...args} label="First of twenty" page={1} pageCount={20} />
      </StoryRow>
      <StoryRow label="middle of twenty">
        <Pagination {...args} label="Middle of twenty" page={10} pageCount={20} />
      </StoryRow>
      <StoryRow label="last of twenty">
        <Pagination {...args} label="Last of twenty" page={20} pageCount={20} />
      </StoryRow>
      <StoryRow label="one page">
        <Pagination {...args} label="One page" page={1} pageCount={1} />
      </StoryRow>
    </StoryGrid>
  ),
};

export const CurrentPageIsMarked: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    // First, ellipsis, 9 10 11, ellipsis, last: seven places.
    const pages = nav.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    await expect(pages).toEqual(['1', '9', '10', '11', '20']);
  },
};

export const NextAndPreviousMove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(previous);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const PageButtonJumps: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(args.onChange).toHaveBeenCalledWith(20);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 16' })).toBeVisible();
  },
};
