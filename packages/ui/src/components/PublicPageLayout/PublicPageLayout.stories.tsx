import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/index.ts';
import { Link } from '../Link/index.ts';
import { PublicPageLayout } from './PublicPageLayout.tsx';

const meta = {
  title: 'Primitives/PublicPageLayout',
  component: PublicPageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Card heading="Reset your password" headingLevel={1} padding="lg">
        <p style={{ margin: 0 }}>The page’s card sits under the brand, in one narrow column.</p>
      </Card>
    ),
    footer: (
      <Link href="/sign-in" variant="standalone">
        Back to sign in
      </Link>
    ),
  },
} satisfies Meta<typeof PublicPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const WithoutFooter: Story = {
  args: { footer: undefined },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
