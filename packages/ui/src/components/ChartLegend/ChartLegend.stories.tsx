import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { licenseColor, scenarioColor } from '../../theme/dataColors.ts';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { ChartLegend, type ChartLegendItem, type ChartLegendProps } from './ChartLegend.tsx';

const scenarios: ChartLegendItem[] = [
  'Space Odyssey',
  'Jungle Run',
  'Deep Ocean',
  'Gold Mine',
  'Dino Valley',
  'Neon City',
].map((label, index) => ({ id: `scenario-${index}`, label, color: scenarioColor(index) }));

const licenses: ChartLegendItem[] = Array.from({ length: 22 }, (_, index) => ({
  id: `license-${index}`,
  label: `Licence ${index + 1}`,
  color: licenseColor(index),
  hidden: index === 2,
}));

const meta = {
  title: 'Charts/ChartLegend',
  component: ChartLegend,
  args: { chartTitle: 'Rides per scenario', items: scenarios },
} satisfies Meta<typeof ChartLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A plain legend, toggles with one series hidden, and more licences than colours (the palette cycles). */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="plain list" stack>
        <ChartLegend {...args} />
      </StoryRow>
      <StoryRow label="toggles, third hidden, 22 licences" stack>
        <ChartLegend chartTitle="Rides per licence" items={licenses} onToggle={fn()} />
      </StoryRow>
    </StoryGrid>
  ),
};

function ToggleLegend(props: ChartLegendProps) {
  const [hidden, setHidden] = useState<string[]>([]);
  return (
    <ChartLegend
      {...props}
      items={props.items.map((item) => ({ ...item, hidden: hidden.includes(item.id) }))}
      onToggle={(id) => {
        props.onToggle?.(id);
        setHidden((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
      }}
    />
  );
}

export const TogglesBySpaceKey: Story = {
  args: { onToggle: fn() },
  render: (args) => <ToggleLegend {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Legend of Rides per scenario' })).toBeVisible();
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Space Odyssey' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('title', 'Hide Space Odyssey');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(first).toHaveAttribute('title', 'Show Space Odyssey');
    await expect(args.onToggle).toHaveBeenCalledWith('scenario-0');
  },
};
