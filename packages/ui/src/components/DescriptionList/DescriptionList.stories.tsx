import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { DescriptionList } from './DescriptionList.tsx';

const items = [
  { label: 'Label', value: 'ORB-0042' },
  { label: 'Key', value: '****7F3A9C21' },
  { label: 'Game model', value: 'Coaster VR' },
  { label: 'Online at', value: '15/05/2026 11:42' },
];

const meta = {
  title: 'Data display/DescriptionList',
  component: DescriptionList,
  args: { items },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Both layouts, and a long value that wraps. */
export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      <StoryRow label="stacked">
        <DescriptionList items={items} />
      </StoryRow>
      <StoryRow label="inline">
        <DescriptionList items={items} layout="inline" />
      </StoryRow>
      <StoryRow label="long value">
        <DescriptionList
          layout="inline"
          items={[
            { label: 'Notes', value: 'Installed at the north entrance, next to the ticket office and the café.' },
          ]}
        />
      </StoryRow>
    </StoryGrid>
  ),
};

export const PairsTermsWithValues: Story = {
  args: { layout: 'inline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    const values = canvas.getAllByRole('definition');
    await expect(terms).toHaveLength(4);
    await expect(values).toHaveLength(4);
    await expect(terms[2]).toHaveTextContent('Game model');
    await expect(values[2]).toHaveTextContent('Coaster VR');
  },
};
