import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { Link, LinkProvider, type LinkComponentProps } from './Link.tsx';

const navigate = fn();

/** Stands in for an app's router link: it navigates without a page load. */
function FakeRouterLink({ href, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/sign-up', children: 'Create an account' },
  decorators: [
    (Story) => (
      <LinkProvider component={FakeRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      <StoryRow label="inline">
        <p style={{ margin: 0 }}>
          Read the <Link href="/dash/news">latest news</Link> before you renew.
        </p>
      </StoryRow>
      <StoryRow label="standalone">
        <Link href="/reset-password/request" variant="standalone">
          Forgot password?
        </Link>
      </StoryRow>
      <StoryRow label="button">
        <Link href="/dash" variant="button">
          Go to the home page
        </Link>
      </StoryRow>
      <StoryRow label="external">
        <Link href="mailto:support@orbit.example">support@orbit.example</Link>
        <Link href="https://store.orbit.example" newTab>
          Store
        </Link>
      </StoryRow>
    </StoryGrid>
  ),
};

export const NavigatesThroughTheRouter: Story = {
  args: { href: '/dash/licenses' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Create an account' });
    await expect(link).toHaveAttribute('href', '/dash/licenses');
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/dash/licenses');
  },
};

export const ExternalLinksStayPlain: Story = {
  args: { href: 'https://store.orbit.example', children: 'Store', newTab: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Store (opens in a new tab)' });
    await expect(link).not.toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
