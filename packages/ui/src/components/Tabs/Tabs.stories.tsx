import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { Tabs, type TabItem } from './Tabs.tsx';

const views: TabItem[] = [
  { id: 'month', label: 'By month', content: 'Coins sold in each month of the period.' },
  { id: 'license', label: 'By licence', content: 'Coins sold by each licence.' },
  { id: 'archived', label: 'Archived', content: 'Archived reports.', disabled: true },
  { id: 'model', label: 'By game model', content: 'Coins sold for OrbitCoaster and BubbleCoaster.' },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { label: 'Report views', tabs: views, onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** First tab selected, a later tab selected, a disabled tab. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="first selected" stack>
        <Tabs {...args} label="First selected" />
      </StoryRow>
      <StoryRow label="last selected" stack>
        <Tabs {...args} label="Last selected" defaultSelectedId="model" />
      </StoryRow>
    </StoryGrid>
  ),
};

export const ArrowsMoveAndSelect: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'By month' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: 'By licence' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'By licence' })).toHaveTextContent('Coins sold by each licence.');
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'By game model' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'By game model' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('model');
  },
};

export const OnlySelectedTabIsInTabOrder: Story = {
  args: { defaultSelectedId: 'license' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selected = canvas.getByRole('tab', { name: 'By licence' });
    await expect(selected).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tab', { name: 'By month' })).toHaveAttribute('tabindex', '-1');
    await expect(selected).toHaveAttribute('aria-controls', canvas.getByRole('tabpanel').id);
    await userEvent.tab();
    await expect(selected).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'By licence' })).toHaveFocus();
  },
};

export const HomeAndEndJump: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'By licence' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'By game model' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'By month' })).toHaveFocus();
  },
};
