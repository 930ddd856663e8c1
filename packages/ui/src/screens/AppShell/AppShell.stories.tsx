import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Card } from '../../components/Card/index.ts';
import { Link } from '../../components/Link/index.ts';
import { vars } from '../../theme/vars.ts';
import { AppShell } from './AppShell.tsx';

const StyledTitle = styled.h1`
  margin: 0 0 ${vars.space[6]};
  font-size: ${vars.fontSize.xxl};
`;

/** Sample sidebar links; the console passes its own from its routes. */
const navigation = (
  <>
    <Link href="/dash" variant="standalone">
      Dashboard
    </Link>
    <Link href="/dash/licenses" variant="standalone">
      Licences
    </Link>
    <Link href="/dash/wallet" variant="standalone">
      Wallet
    </Link>
  </>
);

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    userName: 'Carla Mendes',
    onSignOut: fn(),
    navigation,
    children: (
      <>
        <StyledTitle>Dashboard</StyledTitle>
        <Card heading="Rides this month">1,284 rides on 12 licences.</Card>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Dashboard');
    await expect(canvas.getByText('Hello, Carla Mendes')).toBeVisible();
  },
};

export const LongNameIsCut: Story = {
  args: { userName: 'Alexandra Fernandes da Silva' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText('Alexandra Fernan…');
    await expect(name).toHaveAttribute('title', 'Alexandra Fernandes da Silva');
    await expect(canvas.getByText('Hello, Alexandra Fernan…')).toBeVisible();
  },
};

export const SignsOut: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SkipLinkComesFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${within(canvasElement).getByRole('main').id}`);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Open menu' });

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible());

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
