import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { space } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.ts';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { Stack } from './Stack.tsx';

/** An outlined child, so the gaps and alignment show in the screenshot. */
const StyledItem = styled.span`
  padding: ${vars.space[2]} ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  &[data-tall] {
    padding-block: ${vars.space[6]};
  }
`;

/** A frame around the stack, so alignment along and across it shows. */
const StyledFrame = styled.div`
  width: 100%;
  max-width: ${vars.size.formWidth};
  border: ${vars.size.borderWidth} dashed ${vars.color.border};
`;

const items = (
  <>
    <StyledItem>First</StyledItem>
    <StyledItem data-tall>Second</StyledItem>
    <StyledItem>Third</StyledItem>
  </>
);

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { gap: 4, children: items },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      <StoryRow label="column: gap 1, gap 4, gap 4 with align flex-start">
        <Stack gap={1}>{items}</Stack>
        <Stack gap={4}>{items}</Stack>
        <Stack gap={4} align="flex-start">
          {items}
        </Stack>
      </StoryRow>
      <StoryRow label="row: align flex-start, center, flex-end, baseline" stack>
        {(['flex-start', 'center', 'flex-end', 'baseline'] as const).map((align) => (
          <StyledFrame key={align}>
            <Stack direction="row" gap={2} align={align}>
              {items}
            </Stack>
          </StyledFrame>
        ))}
      </StoryRow>
      <StoryRow label="row: justify space-between, flex-end, center" stack>
        {(['space-between', 'flex-end', 'center'] as const).map((justify) => (
          <StyledFrame key={justify}>
            <Stack direction="row" gap={2} justify={justify} align="center">
              {items}
            </Stack>
          </StyledFrame>
        ))}
      </StoryRow>
    </StoryGrid>
  ),
};

/** Wrapping rows, as in a toolbar of actions on a narrow screen. */
export const Wrap: Story = {
  render: () => (
    <Stack direction="row" gap={3} wrap>
      {Array.from({ length: 12 }, (_, index) => (
        <StyledItem key={index}>Action {index + 1}</StyledItem>
      ))}
    </Stack>
  ),
};

/** `as` keeps the element a list, a section or a form; the layout props never reach the DOM. */
export const RendersTheElementAsked: Story = {
  render: () => (
    <Stack as="ul" gap={2} align="flex-start" aria-label="Steps" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      <StyledItem as="li">Choose a licence</StyledItem>
      <StyledItem as="li">Insert coins</StyledItem>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Steps' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).not.toHaveAttribute('gap');
    await expect(getComputedStyle(list).gap).toBe(space[2]);
  },
};
