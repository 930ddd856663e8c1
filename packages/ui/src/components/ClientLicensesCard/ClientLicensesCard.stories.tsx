import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ClientLicense } from '@orbit/contract';
import { mockLicenses } from '@orbit/mocks';
import { ClientLicensesCard, type ClientLicensesCardProps } from './ClientLicensesCard.tsx';

/** The card keeps its search in the parent; this holds it as the console does. */
function WithSearch(props: Omit<ClientLicensesCardProps, 'search' | 'onSearchChange'> & { initialSearch?: string }) {
  const { initialSearch = '', ...rest } = props;
  const [search, setSearch] = useState(initialSearch);
  return <ClientLicensesCard {...rest} search={search} onSearchChange={setSearch} />;
}

const [limited, offline, unlimited, revoked] = mockLicenses as [
  ClientLicense,
  ClientLicense,
  ClientLicense,
  ClientLicense,
];

const meta = {
  title: 'Domain/Admin/ClientLicensesCard',
  component: WithSearch,
  args: {
    licenses: mockLicenses,
    canCreate: true,
    canChange: true,
    onCreate: fn(),
    onAction: fn(),
    onRetry: fn(),
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof WithSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin's view: every licence with its type and status, and the actions each one accepts. */
export const Admin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Licences of the client' });
    const row = (license: ClientLicense) => within(table).getByRole('row', { name: new RegExp(license.label) });
    await expect(canvas.getByRole('button', { name: 'Create licence' })).toBeVisible();
    // Limited: make unlimited, no offline.
    await expect(within(row(limited)).getByRole('button', { name: `Make unlimited: ${limited.label}` })).toBeVisible();
    await expect(within(row(limited)).queryByRole('button', { name: /Make offline/ })).toBeNull();
    // Unlimited: make offline, no unlimited.
    await expect(
      within(row(unlimited)).getByRole('button', { name: `Make offline: ${unlimited.label}` }),
    ).toBeVisible();
    await expect(within(row(unlimited)).queryByRole('button', { name: /Make unlimited/ })).toBeNull();
    // Unlimited offline: neither.
    await expect(within(row(offline)).queryByRole('button', { name: /Make (offline|unlimited)/ })).toBeNull();
    await expect(row(offline)).toHaveTextContent('Unlimited offline');
    // Revoked: no action at all.
    await expect(row(revoked)).toHaveTextContent('Revoked');
    await expect(within(row(revoked)).queryAllByRole('button')).toHaveLength(0);
    await userEvent.click(within(row(limited)).getByRole('button', { name: `Block licence: ${limited.label}` }));
    await expect(args.onAction).toHaveBeenCalledWith('block', limited);
    await userEvent.click(canvas.getByRole('button', { name: 'Create licence' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** A supervisor may create licences too (docs/domain.md#roles-and-permissions). */
export const Supervisor: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create licence' })).toBeVisible();
  },
};

/** A colaborador reads the licences; creation and the actions are not offered (the server refuses them anyway). */
export const Colaborador: Story = {
  args: { canCreate: false, canChange: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Create licence' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Block licence/ })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Action icons' })).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Licences of the client' })).toBeVisible();
  },
};

/** The search matches label, key, model and notes, ignoring case and asterisks. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search licences' }),
      `**${unlimited.key.slice(-6).toLowerCase()}`,
    );
    const table = canvas.getByRole('table', { name: 'Licences of the client' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('row', { name: new RegExp(unlimited.label) })).toBeVisible();
  },
};

export const NoMatches: Story = {
  args: { initialSearch: 'nowhere at all' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No licence matches “nowhere at all”.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Licences of the client' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { licenses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This client has no licences yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Licenças' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar licença' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Revogar licença: ${limited.label}` })).toBeVisible();
  },
};

/** Cards instead of the table below 991 px; the same icon buttons in each card. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: limited.label })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Manage scenarios: ${limited.label}` })).toBeVisible();
  },
};

/** 2,000 licences, as many as a client may hold, each a copy of a demo licence with a label and key of its own. */
const twoThousandLicenses: ClientLicense[] = Array.from({ length: 2000 }, (_, index) => {
  const model = mockLicenses[index % mockLicenses.length] as ClientLicense;
  const number = String(index + 1).padStart(4, '0');
  return { ...model, label: `Arcade ${number}`, key: `${model.key.slice(0, -4)}${number}` };
});

/**
 * A client with 2,000 licences: the table scrolls in its own height and renders only the rows in view. (The cards
 * below 991 px are a virtual list that follows the page's scroll, a page as tall as 2,000 cards: too tall for a
 * screenshot, so the table is shown at both widths.)
 */
export const TwoThousandLicenses: Story = {
  args: { licenses: twoThousandLicenses, layout: 'table' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Licences of the client' });
    await expect(within(table).getByRole('row', { name: /Arcade 0001/ })).toBeVisible();
    await expect(within(table).getAllByRole('row').length).toBeLessThan(100);
  },
};

/** Searching 2,000 licences: with one left, the table grows with its row again. */
export const SearchTwoThousandLicenses: Story = {
  args: { licenses: twoThousandLicenses },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search licences' }), 'Arcade 1999');
    const table = () => canvas.getByRole('table', { name: 'Licences of the client' });
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    await expect(within(table()).getByRole('row', { name: /Arcade 1999/ })).toBeVisible();
  },
};
