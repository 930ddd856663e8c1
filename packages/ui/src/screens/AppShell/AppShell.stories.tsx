import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { Alert } from '../../components/Alert/index.ts';
import { Card } from '../../components/Card/index.ts';
import { useBrand } from '../../theme/OrbitThemeProvider.tsx';
import { vars } from '../../theme/vars.ts';
import { AppShell } from './AppShell.tsx';
import { sampleNavigation } from './sampleNavigation.ts';

const StyledTitle = styled.h1`
  margin: 0 0 ${vars.space[6]};
  font-size: ${vars.fontSize.xxl};
`;

const meta = {
  title: 'Screens/Client/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  // The app passes its sidebar as data: here the console's, translated in the story's language, with the brand's
  // store; `parameters.staff` adds the admin section.
  render: function RenderShell(args, { parameters }) {
    const { t } = useTranslation();
    const { storeUrl } = useBrand();
    return <AppShell {...args} navigation={sampleNavigation(t, { staff: parameters.staff === true, storeUrl })} />;
  },
  args: {
    navigation: [],
    profileHref: '/dash/me',
    userName: 'Carla Mendes',
    onSignOut: fn(),
    onLanguageChange: fn(),
    currentPath: '/dash',
    version: '1.4.0',
    buildDate: '15/05/2026',
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

export const ClientView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dash');
    const mind = within(nav.getByRole('region', { name: 'Mind your business' }));
    await expect(mind.getByRole('link', { name: 'Licences' })).toHaveAttribute('href', '/dash/licenses');
    await expect(mind.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/dash/wallet');
    const invest = within(nav.getByRole('region', { name: 'Invest in your business' }));
    const store = invest.getByRole('link', { name: /Store/ });
    await expect(store).toHaveAccessibleName('Store (opens in a new tab)');
    await expect(store).toHaveAttribute('target', '_blank');
    await expect(store).toHaveAttribute('href', 'https://store.orbit.example');
    await expect(invest.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/dash/news');
    await expect(nav.getByRole('link', { name: 'Carla Mendes' })).toHaveAttribute('href', '/dash/me');
    await expect(nav.queryByRole('region', { name: 'Administration' })).not.toBeInTheDocument();
    await expect(nav.getByText('Version 1.4.0')).toBeVisible();
    await expect(nav.getByText('Built on 15/05/2026')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Dashboard');
  },
};

export const StaffView: Story = {
  parameters: { staff: true },
  play: async ({ canvasElement }) => {
    const admin = within(within(canvasElement).getByRole('region', { name: 'Administration' }));
    await expect(admin.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/dash/admin/clients');
    await expect(admin.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/dash/admin/reports');
    await expect(admin.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/dash/admin/news');
    await expect(admin.getByRole('link', { name: 'Scenarios' })).toHaveAttribute('href', '/dash/admin/scenarios');
  },
};

export const CurrentPage: Story = {
  args: { currentPath: '/dash/licenses/ORB-0042' },
  parameters: { staff: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Licences' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Wallet' })).not.toHaveAttribute('aria-current');
  },
};

export const LongNameIsCut: Story = {
  args: { userName: 'Alexandra Fernandes da Silva' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = canvas.getByRole('link', { name: 'Alexandra Fernan…' });
    await expect(profile).toHaveAttribute('title', 'Alexandra Fernandes da Silva');
    await expect(profile).toHaveAttribute('href', '/dash/me');
    await expect(canvas.getByText('Hello, Alexandra Fernan…')).toBeVisible();
  },
};

export const SignsOut: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SwitchesLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, 'Italiano');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('it');
  },
};

export const WithBanner: Story = {
  args: {
    banner: <Alert tone="error">Your account is blocked. Contact your provider.</Alert>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your account is blocked. Contact your provider.')).toBeVisible();
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

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  parameters: { staff: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Cuide do seu negócio' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Licenças' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
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
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible());
  },
};

/** StaffView in the second brand, Bubble: the same component with other tokens (logo, colours, typeface, links). */
export const BubbleBrand: Story = { ...StaffView, globals: { ...StaffView.globals, brand: 'bubble' } };
