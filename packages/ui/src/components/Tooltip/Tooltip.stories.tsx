import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { CloseIcon, InfoIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { Tooltip } from './Tooltip.tsx';

/** Room above and below the trigger, so the tooltip shows whole in the screenshot. */
const StyledStage = styled.div`
  display: flex;
  gap: ${vars.space[8]};
  padding: ${vars.space[12]} ${vars.space[16]};
`;

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Revokes the licence at once; the client is told by email.',
    children: <Button variant="danger">Revoke</Button>,
  },
  decorators: [
    (Story) => (
      <StyledStage>
        <Story />
      </StyledStage>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Both placements, shown by focus. */
export const Matrix: Story = {
  render: () => (
    <>
      <Tooltip content="Shown above" placement="top">
        <IconButton label="Legend above" icon={<InfoIcon />} />
      </Tooltip>
      <Tooltip content="Shown below" placement="bottom">
        <IconButton label="Legend below" icon={<InfoIcon />} />
      </Tooltip>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Shown above');
  },
};

export const ShowsOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Revoke' });
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(trigger);
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.unhover(trigger);
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const ShowsOnFocusAndEscapeDismisses: Story = {
  args: {
    content: 'Close the client page',
    children: <IconButton label="Close" icon={<CloseIcon />} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription('Close the client page');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};
