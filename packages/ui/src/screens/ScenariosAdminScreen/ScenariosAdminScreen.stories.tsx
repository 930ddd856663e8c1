import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Scenario } from '@orbit/contract';
import { mockCountries, mockScenarios } from '@orbit/mocks';
import {
  choosePicture,
  contentAdminStoryArgs,
  findDialog,
  saveTranslation,
  typeFields,
} from '../../storybook/contentStoryHelpers.ts';

/** The countries of the restriction picker, named in English. */
const storyCountries = mockCountries.map((country) => ({ value: String(country.id), label: country.name }));
import { ScenariosAdminScreen } from './ScenariosAdminScreen.tsx';

const created: Scenario = {
  ...(mockScenarios[1] as Scenario),
  id: 103,
  languages: { en: { title: 'Sunset Canyon', theme: 'Desert', description: 'A ride at dusk.' } },
};

const meta = {
  title: 'Screens/Admin/ScenariosAdminScreen',
  component: ScenariosAdminScreen,
  args: { scenarios: mockScenarios, countries: storyCountries, ...contentAdminStoryArgs(created) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScenariosAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue with prices, restrictions, translation state and the active switches. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scenarios' })).toBeVisible();
    await expect(canvas.getByText('Scenarios: 9')).toBeVisible();
    const row = canvas.getByRole('row', { name: /Haunted Mine/ });
    await expect(within(row).getByText('Restricted (2)')).toBeVisible();
    await userEvent.click(within(row).getByRole('switch', { name: 'Active' }));
    await waitFor(() => expect(args.onToggleActive).toHaveBeenCalledWith(expect.objectContaining({ id: 20 }), false));
  },
};

export const Empty: Story = {
  args: { scenarios: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No scenarios yet. Create the first one.')).toBeVisible();
  },
};

export const Loading: Story = { args: { scenarios: undefined, loading: true } };

/** docs/domain.md#errors: the list failure with a retry. */
export const ServerError: Story = {
  args: { scenarios: undefined, failed: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A search typed without accents: the screen hands it over after 300 ms of quiet. */
export const Searching: Story = {
  args: { scenarios: mockScenarios.filter((scenario) => scenario.id === 10), search: 'canion' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search scenarios' });
    await userEvent.clear(box);
    await userEvent.type(box, 'canion selvagem');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith('canion selvagem'));
  },
};

export const NoMatches: Story = {
  args: { scenarios: [], search: 'zzz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No scenario matches “zzz”.')).toBeVisible();
  },
};

/** Create, then the Portuguese translation opens (docs/domain.md#screens-and-addresses). */
export const CreateAndTranslate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New scenario' }));
    const { dialog, element } = await findDialog(canvasElement, 'New scenario');
    await typeFields(dialog, [
      [/^Version/, '1.0.0'],
      [/^Time in seconds/, '600'],
    ]);
    await userEvent.selectOptions(dialog.getByLabelText(/^Game model/), 'OrbitCoaster');
    await typeFields(dialog, [
      [/^Minimum game version/, '2.1.0'],
      [/^Title/, 'Sunset Canyon'],
      [/^Theme/, 'Desert'],
      [/^Description/, 'A ride at dusk.'],
    ]);
    await choosePicture(element);
    await userEvent.click(dialog.getByRole('button', { name: 'Create scenario' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    await saveTranslation(canvasElement, 'Sunset Canyon', [
      [/^Title in Portuguese/, 'Cânion do Pôr do Sol'],
      [/^Theme in Portuguese/, 'Deserto'],
      [/^Description in Portuguese/, 'Um passeio.'],
    ]);
    await waitFor(() =>
      expect(args.onTranslate).toHaveBeenCalledWith(created, {
        title: 'Cânion do Pôr do Sol',
        second: 'Deserto',
        description: 'Um passeio.',
      }),
    );
    await expect(await canvas.findByText('Translation of “Sunset Canyon” saved.')).toBeVisible();
  },
};

/** A switch the server refuses: "Error updating scenario." in a toast, the row as it was. */
export const SwitchFails: Story = {
  args: { onToggleActive: fn(() => Promise.reject(new Error('The scenario is not active'))) },
  parameters: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Wild Canyon/ });
    await userEvent.click(within(row).getByRole('switch', { name: 'Active' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The change of “Wild Canyon” could not be saved: The scenario is not active',
    );
  },
};

/** Colaboradores look only: no create or edit, the switches disabled. */
export const ReadOnly: Story = {
  args: { canChange: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'New scenario' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('switch', { name: 'Active' })[0]).toBeDisabled();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cenários' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Cânion Selvagem/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'New scenario' })).toBeVisible();
  },
};
