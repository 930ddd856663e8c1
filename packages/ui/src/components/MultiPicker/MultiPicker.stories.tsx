import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { InWindowCorner, expectInsideWindow, type WindowCorner } from '../../storybook/edgeStories.tsx';
import { formWidthDecorator, withPickerState } from '../PickerPopover/pickerStories.tsx';
import { MultiPicker, type MultiPickerOption } from './MultiPicker.tsx';

const clients: MultiPickerOption[] = [
  { value: '11', label: 'São Paulo Arcade', description: 'sp@arcade.example.com' },
  { value: '12', label: 'Lisboa Parque', description: 'geral@lisboaparque.example.com' },
  { value: '13', label: 'Fun Zone Madrid', description: 'hola@funzone.example.com' },
  { value: '14', label: 'Città dei Giochi', description: 'info@cittagiochi.example.com' },
  { value: '15', label: 'Parc Aventure Lyon', description: 'contact@parcaventure.example.com' },
  { value: '16', label: 'Closed Arcade Porto', description: 'porto@arcade.example.com', disabled: true },
];

const StatefulMultiPicker = withPickerState(MultiPicker);

const meta = {
  title: 'Primitives/MultiPicker',
  component: MultiPicker,
  args: { label: 'Clients', options: clients, value: [], placeholder: 'Search by name or email', onChange: fn() },
  render: (args) => <StatefulMultiPicker {...args} />,
  decorators: [formWidthDecorator],
} satisfies Meta<typeof MultiPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The list open with one client chosen, as a reviewer sees it. */
export const OpenList: Story = {
  args: { value: ['11'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Clients' }));
    const listbox = canvas.getByRole('listbox', { name: 'Clients' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(6);
    await expect(within(listbox).getByRole('option', { name: /São Paulo Arcade/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(listbox).getByRole('option', { name: /Closed Arcade Porto/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Empty, with chips, with a hint, at the cap, with an error, disabled. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="states" stack>
        <MultiPicker {...args} label="Empty" />
        <MultiPicker {...args} label="Chosen" value={['11', '14']} />
        <MultiPicker {...args} label="With hint" hint="Pick the clients of the report." />
        <MultiPicker {...args} label="At the cap" value={['12', '13']} max={2} />
        <MultiPicker {...args} label="Required" required error="Choose at least one client." />
        <MultiPicker {...args} label="Disabled" value={['11']} disabled />
      </StoryRow>
    </StoryGrid>
  ),
};

/** Searching ignores accents and case: "sao" finds "São Paulo Arcade"; the email is searched too. */
export const SearchIgnoresAccents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Clients' });
    await userEvent.type(input, 'SAO');
    const listbox = canvas.getByRole('listbox', { name: 'Clients' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await expect(within(listbox).getByRole('option', { name: /São Paulo Arcade/ })).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'funzone');
    await expect(within(canvas.getByRole('listbox')).getByRole('option', { name: /Fun Zone Madrid/ })).toBeVisible();
    await userEvent.type(input, 'xyz');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByText('No options')).toBeVisible();
  },
};

export const KeyboardChoosesAndRemoves: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Clients' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Clients' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    const first = within(listbox).getByRole('option', { name: /São Paulo Arcade/ });
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['11', '13']);
    await expect(canvas.getByRole('button', { name: 'Remove Fun Zone Madrid' })).toBeVisible();
    // Up from the first option wraps to the end, past the disabled one.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: /Parc Aventure Lyon/ }).id,
    );
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['11']);
    await expect(canvas.queryByRole('button', { name: 'Remove Fun Zone Madrid' })).not.toBeInTheDocument();
  },
};

export const ChipButtonRemoves: Story = {
  args: { value: ['11', '14'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Città dei Giochi' }));
    await expect(args.onChange).toHaveBeenCalledWith(['11']);
    await expect(canvas.getByRole('combobox', { name: 'Clients' })).toHaveFocus();
    // The chip is gone; the label itself stays in the closed list, which is laid out while closed (ADR 0069).
    await expect(canvas.queryByRole('button', { name: 'Remove Città dei Giochi' })).not.toBeInTheDocument();
  },
};

/** With `max` 2, a third option is disabled and the cap is explained. */
export const CapDisablesFurtherOptions: Story = {
  args: { max: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Clients' });
    await userEvent.click(input);
    const listbox = canvas.getByRole('listbox', { name: 'Clients' });
    await userEvent.click(within(listbox).getByRole('option', { name: /Lisboa Parque/ }));
    await userEvent.click(within(listbox).getByRole('option', { name: /Città dei Giochi/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['12', '14']);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('You can only select up to 2.'));
    await expect(input).toHaveAccessibleDescription('You can only select up to 2.');
    const third = within(listbox).getByRole('option', { name: /Fun Zone Madrid/ });
    await expect(third).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(third);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(input).toHaveFocus();
  },
};

/** The cap message in Portuguese. */
export const CapInPortuguese: Story = {
  globals: { locale: 'pt' },
  args: { label: 'Clientes', value: ['12', '13'], max: 2, placeholder: 'Pesquisar por nome ou e-mail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Você só pode selecionar até 2.');
    await expect(canvas.getByRole('button', { name: 'Remover Lisboa Parque' })).toBeVisible();
  },
};

/** Thousands of choices show a few chips and a count of the others. */
export const ManyChosen: Story = {
  args: {
    value: ['11', '12', '13', '14', '15'],
    chipLimit: 2,
    moreChosenLabel: (hidden: number) => `+${hidden} more`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+3 more')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
  },
};

/** `single` keeps one choice: a new pick replaces it and closes the list. */
export const SingleChoice: Story = {
  args: { selection: 'single', label: 'Client' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Client' });
    await userEvent.click(input);
    await expect(canvas.getByRole('listbox', { name: 'Client' })).toHaveAttribute('aria-multiselectable', 'false');
    await userEvent.click(canvas.getByRole('option', { name: /Lisboa Parque/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['12']);
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(input, 'madrid');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['13']);
    await expect(canvas.getByRole('button', { name: 'Remove Fun Zone Madrid' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove Lisboa Parque' })).not.toBeInTheDocument();
  },
};

function openNearCorner(corner: WindowCorner): Story {
  return {
    render: (args) => (
      <InWindowCorner corner={corner}>
        <StatefulMultiPicker {...args} />
      </InWindowCorner>
    ),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('combobox', { name: 'Clients' }));
      const listbox = canvas.getByRole('listbox', { name: 'Clients' });
      await expectInsideWindow(listbox.parentElement ?? listbox);
    },
  };
}

/** At the bottom of the window the list opens above the field. */
export const OpenNearBottomEnd: Story = openNearCorner('bottom-end');

/** At the top it opens below, as wide as the field. */
export const OpenNearTopStart: Story = openNearCorner('top-start');

/** 2,000 clients, as many as a report may offer; every hundredth is closed. */
const manyClients: MultiPickerOption[] = Array.from({ length: 2000 }, (_, index) => ({
  value: String(index + 1),
  label: `Client ${String(index + 1).padStart(4, '0')}`,
  description: `client${index + 1}@example.com`,
  disabled: index % 100 === 99,
}));

/** 2,000 options: only the rows in view are rendered; the keys reach every option and keep it in view. */
export const TwoThousandClients: Story = {
  args: { options: manyClients, value: ['3', '1500'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Clients' });
    await userEvent.click(input);
    const listbox = canvas.getByRole('listbox', { name: 'Clients' });
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(60);
    const activeOption = () =>
      canvasElement.ownerDocument.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await userEvent.keyboard('{ArrowDown}{End}');
    await waitFor(() => expect(activeOption()).toHaveTextContent('Client 1999'));
    await expect(activeOption()).toBeVisible();
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(activeOption()).toHaveTextContent('Client 1993'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(activeOption()).toHaveTextContent('Client 0001'));
    await expect(activeOption()).toBeVisible();
  },
};

/** Closed at its end, the list opens again at its first option: each opening starts from the top. */
export const ReopensAtItsTop: Story = {
  args: { options: manyClients },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Clients' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{End}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-1998$/)));
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    const listbox = canvas.getByRole('listbox', { name: 'Clients' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-posinset', '1'));
    await expect(within(listbox).getByRole('option', { name: /Client 0001/ })).toBeVisible();
  },
};

/** 2,000 clients to choose from, shaped as a report's client filter (three chips, then a count); `npm run bench:picker` measures it. */
export const TwoThousandClientsToChoose: Story = {
  args: { options: manyClients, chipLimit: 3, moreChosenLabel: (hidden: number) => `+${hidden} more` },
  // Held as an app holds it: the story's action log would copy the whole chosen list at every choice.
  render: ({ onChange: _onChange, ...args }) => <StatefulMultiPicker {...args} onChange={() => undefined} />,
};
