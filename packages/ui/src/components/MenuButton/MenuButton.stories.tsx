import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { InWindowCorner, expectInsideWindow, type WindowCorner } from '../../storybook/edgeStories.tsx';
import { MenuButton } from './MenuButton.tsx';

const items = [
  { id: 'pdf', label: 'PDF' },
  { id: 'csv', label: 'CSV' },
  { id: 'all', label: 'All pages (CSV)' },
];

const meta = {
  title: 'Primitives/MenuButton',
  component: MenuButton,
  args: { label: 'Export', items, onSelect: fn() },
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Button variants, sizes and the disabled state, closed. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="variants">
        <MenuButton {...args} variant="primary" />
        <MenuButton {...args} variant="secondary" />
        <MenuButton {...args} variant="ghost" />
      </StoryRow>
      <StoryRow label="sizes">
        <MenuButton {...args} size="sm" />
        <MenuButton {...args} size="md" />
        <MenuButton {...args} size="lg" />
      </StoryRow>
      <StoryRow label="disabled">
        <MenuButton {...args} disabled />
      </StoryRow>
    </StoryGrid>
  ),
};

export const Open: Story = {
  args: { items: [...items, { id: 'xlsx', label: 'Excel (soon)', disabled: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Export' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('menu', { name: 'Export' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'PDF' })).toHaveFocus());
    await expect(within(menu).getByRole('menuitem', { name: 'Excel (soon)' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ChoosesWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Export' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'PDF' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'CSV' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'All pages (CSV)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('all');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Export' });
    button.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'PDF' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

function openNearCorner(corner: WindowCorner, align: 'start' | 'end'): Story {
  return {
    args: { align, items: [...items, { id: 'spreadsheet', label: 'Spreadsheet with every column (XLSX)' }] },
    render: (args) => (
      <InWindowCorner corner={corner} fit="content">
        <MenuButton {...args} />
      </InWindowCorner>
    ),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
      const menu = canvas.getByRole('menu', { name: 'Export' });
      await expectInsideWindow(menu);
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'PDF' })).toHaveFocus());
    },
  };
}

/** At the bottom-right, a menu lined up with the button's start flips above and shifts left to stay in view. */
export const OpenNearBottomEnd: Story = openNearCorner('bottom-end', 'start');

/** At the top-left, a menu lined up with the button's end shifts right to stay in view. */
export const OpenNearTopStart: Story = openNearCorner('top-start', 'end');
