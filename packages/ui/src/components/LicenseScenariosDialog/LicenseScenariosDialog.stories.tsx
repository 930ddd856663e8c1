import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Scenario } from '@orbit/contract';
import { matchesSearch, scenarioSearchValues } from '@orbit/domain';
import { mockScenarios } from '@orbit/mocks';
import {
  LicenseScenariosDialog,
  type LicenseScenariosDialogNotice,
  type LicenseScenariosDialogProps,
} from './LicenseScenariosDialog.tsx';

// The pictures' own colours, not styles of the design system.
// eslint-disable-next-line no-restricted-syntax
const colours = ['#0284C7', '#D97706', '#059669', '#E11D48', '#7C3AED', '#475569'];
/** Thumbnails drawn inline, one colour per image key, so the story needs no image server. */
const thumbnailUrl = (imageKey: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="${
      colours[imageKey.length % colours.length]
      // eslint-disable-next-line no-restricted-syntax
    }"/><circle cx="2" cy="2" r="1" fill="#fff"/></svg>`,
  )}`;

const withImages = mockScenarios
  .filter((scenario) => scenario.gameModel === 'OrbitCoaster' && scenario.isActive)
  .map((scenario, index) => ({ ...scenario, imageKey: `scenario-${'x'.repeat(index)}` }));
const heldIds = [12, 17];
const held = withImages.filter((scenario) => heldIds.includes(scenario.id));
const available = withImages.filter((scenario) => scenario.sellable && !heldIds.includes(scenario.id));
const license = { key: 'ORB-7KQ2-M9XD-4HZT', label: 'Parque Aventura 1' };

type Props = Omit<
  LicenseScenariosDialogProps,
  'search' | 'onSearchChange' | 'notice' | 'onNoticeDismiss' | 'pendingIds'
> & {
  /** The stories' stand-in for the server: whether a change succeeds. */
  failChanges?: boolean;
};

/** Holds the lists as the console does: a change moves the scenario at once and a toast says how it went. */
function Interactive({ obtained, obtainable, onTransfer, onRemove, failChanges = false, ...rest }: Props) {
  const [search, setSearch] = useState('');
  const [lists, setLists] = useState({ obtained, obtainable });
  const [notice, setNotice] = useState<LicenseScenariosDialogNotice>();
  const title = (scenario: Scenario) => scenario.languages.en?.title ?? String(scenario.id);
  function move(scenario: Scenario, to: 'obtained' | 'obtainable') {
    if (to === 'obtained') onTransfer(scenario);
    else onRemove(scenario);
    if (failChanges) {
      setNotice({ tone: 'error', message: 'The licence already holds this scenario' });
      return;
    }
    const from = to === 'obtained' ? 'obtainable' : 'obtained';
    setLists((current) => ({
      ...current,
      [from]: current[from].filter((item) => item.id !== scenario.id),
      [to]: [...current[to], scenario].sort((a, b) => a.id - b.id),
    }));
    setNotice({
      tone: 'success',
      message: `Success: ${title(scenario)} ${to === 'obtained' ? 'transferred to' : 'removed from'} ${license.label}.`,
    });
  }
  const shown = (list: readonly Scenario[]) =>
    list.filter((scenario) => matchesSearch(search, scenarioSearchValues(scenario)));
  return (
    <LicenseScenariosDialog
      {...rest}
      obtained={shown(lists.obtained)}
      obtainable={shown(lists.obtainable)}
      search={search}
      onSearchChange={setSearch}
      onTransfer={(scenario) => move(scenario, 'obtained')}
      onRemove={(scenario) => move(scenario, 'obtainable')}
      notice={notice}
      onNoticeDismiss={() => setNotice(undefined)}
    />
  );
}

const meta = {
  title: 'Domain/Admin/LicenseScenariosDialog',
  component: Interactive,
  args: {
    open: true,
    onClose: fn(),
    license,
    obtained: held,
    obtainable: available,
    obtainedState: 'ready',
    obtainableState: 'ready',
    onRetry: fn(),
    onTransfer: fn(),
    onRemove: fn(),
    thumbnailUrl,
  },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

const modalOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Scenarios of Parque Aventura 1' }));

/** The licence's scenarios beside the ones the client's licence can still obtain, with thumbnails. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const modal = modalOf(canvasElement);
    const obtained = within(modal.getByRole('region', { name: 'Obtained' }));
    await expect(obtained.getAllByRole('listitem')).toHaveLength(held.length);
    await expect(obtained.getByText('Frozen Glacier')).toBeVisible();
    const obtainable = within(modal.getByRole('region', { name: 'Available for this client' }));
    await expect(obtainable.getAllByRole('listitem')).toHaveLength(available.length);
  },
};

/** Transfer and removal move the scenario between the lists at once, each with a Success toast. */
export const TransferAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = modalOf(canvasElement);
    const obtained = () => within(modal.getByRole('region', { name: 'Obtained' }));
    const obtainable = () => within(modal.getByRole('region', { name: 'Available for this client' }));
    await userEvent.click(obtainable().getByRole('button', { name: 'Transfer Wild Canyon' }));
    await expect(args.onTransfer).toHaveBeenCalledWith(expect.objectContaining({ id: 10 }));
    await expect(obtained().getByRole('button', { name: 'Remove Wild Canyon' })).toBeVisible();
    await expect(obtainable().queryByText('Wild Canyon')).toBeNull();
    await expect(modal.getByRole('status')).toHaveTextContent('Success: Wild Canyon transferred to Parque Aventura 1.');
    await userEvent.click(obtained().getByRole('button', { name: 'Remove Neon City' }));
    await expect(obtainable().getByRole('button', { name: 'Transfer Neon City' })).toBeVisible();
    await expect(modal.getByRole('status')).toHaveTextContent('Success: Neon City removed from Parque Aventura 1.');
  },
};

/** A refused change shows the server's error in a toast and leaves the lists as they were. */
export const ChangeFails: Story = {
  args: { failChanges: true },
  play: async ({ canvasElement }) => {
    const modal = modalOf(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Transfer Wild Canyon' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('The licence already holds this scenario');
    await expect(modal.getByRole('button', { name: 'Transfer Wild Canyon' })).toBeVisible();
  },
};

/** One search over both lists, by the server's rule: number, title, theme or description. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const modal = modalOf(canvasElement);
    await userEvent.type(modal.getByRole('searchbox', { name: 'Search scenarios' }), 'neon');
    await waitFor(() => expect(modal.queryByText('Frozen Glacier')).toBeNull());
    await expect(modal.getByText('Neon City')).toBeVisible();
    await expect(modal.getByText('No scenario matches “neon”.')).toBeVisible();
  },
};

export const Loading: Story = { args: { obtainedState: 'loading', obtainableState: 'loading' } };

export const Empty: Story = {
  args: { obtained: [], obtainable: [] },
  play: async ({ canvasElement }) => {
    const modal = modalOf(canvasElement);
    await expect(modal.getByText('The licence holds no scenarios yet.')).toBeVisible();
    await expect(modal.getByText('No other scenario can be transferred to this licence.')).toBeVisible();
  },
};

/** A list that failed to load says so, with a retry button. */
export const LoadError: Story = {
  args: { obtainableState: 'error' },
  play: async ({ canvasElement, args }) => {
    const modal = modalOf(canvasElement);
    await expect(modal.getByText('The scenarios could not be loaded.')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Titles in the person's language. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const modal = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cenários de Parque Aventura 1' }),
    );
    await expect(modal.getByText('Geleira Congelada')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Transferir Cânion Selvagem' })).toBeVisible();
  },
};

/** The lists stack on narrow screens. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
