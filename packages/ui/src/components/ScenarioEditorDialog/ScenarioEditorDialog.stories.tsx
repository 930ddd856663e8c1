import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockCountries, mockScenarios } from '@orbit/mocks';
import { choosePicture, findDialog } from '../../storybook/contentStoryHelpers.ts';

/** The countries of the restriction picker, named in English. */
const storyCountries = mockCountries.map((country) => ({ value: String(country.id), label: country.name }));
import { ScenarioEditorDialog } from './ScenarioEditorDialog.tsx';
import type { ScenarioEditorSubmission } from './scenarioForm.ts';

const haunted = mockScenarios.find((scenario) => scenario.id === 20);
if (!haunted) throw new Error('The scenario fixtures changed');

const meta = {
  title: 'Domain/Admin/ScenarioEditorDialog',
  component: ScenarioEditorDialog,
  args: {
    open: true,
    onClose: fn(),
    countries: storyCountries,
    onSubmit: fn((_submission: ScenarioEditorSubmission) => Promise.resolve()),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScenarioEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a new paid scenario restricted to two countries, as a person would. */
async function fillNewScenario(canvasElement: HTMLElement) {
  const { element, dialog, page } = await findDialog(canvasElement, 'New scenario');
  await userEvent.type(dialog.getByLabelText(/^Version/), '1.a0.0');
  await userEvent.type(dialog.getByLabelText(/^Time in seconds/), '9x0');
  await userEvent.selectOptions(dialog.getByLabelText(/^Game model/), 'OrbitCoaster');
  await userEvent.type(dialog.getByLabelText(/^Minimum game version/), '2.1.0');
  await userEvent.type(dialog.getByLabelText(/^Title/), 'Sunset Canyon');
  await userEvent.type(dialog.getByLabelText(/^Theme/), 'Desert');
  await userEvent.type(dialog.getByLabelText(/^Description/), 'A ride at dusk through red rocks.');
  await choosePicture(element);
  await userEvent.click(dialog.getByText('Paid', { exact: true }));
  await userEvent.type(dialog.getByLabelText(/^Price in BRL/), '4990');
  await userEvent.type(dialog.getByLabelText(/^Price in USD/), '999');
  await userEvent.click(dialog.getByText('Restricted', { exact: true }));
  const countries = dialog.getByRole('combobox', { name: /Countries where it is not sold/ });
  await userEvent.click(countries);
  await userEvent.click(await page.findByRole('option', { name: /Argentina/ }));
  await userEvent.click(await page.findByRole('option', { name: /Spain/ }));
  return { dialog, page };
}

/** An empty form for a new scenario. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await findDialog(canvasElement, 'New scenario');
    await expect(dialog.getByLabelText(/^Time in seconds/)).toHaveAttribute('placeholder', '600');
    await expect(dialog.getByRole('radio', { name: 'Free' })).toBeChecked();
    await expect(dialog.queryByLabelText(/^Price in BRL/)).not.toBeInTheDocument();
  },
};

/** Filled in as a person would: letters never reach version and time, prices show in reais and dollars. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog } = await fillNewScenario(canvasElement);
    await expect(dialog.getByLabelText(/^Version/)).toHaveValue('1.0.0');
    await expect(dialog.getByLabelText(/^Time in seconds/)).toHaveAccessibleDescription(/1\.5 min/);
    await expect(dialog.getByLabelText(/^Price in BRL/)).toHaveAccessibleDescription(/R\$\s?49\.90/);
    await expect(dialog.getByText('New image')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [submission] = args.onSubmit.mock.calls[0] ?? [];
    await expect(submission?.fields).toEqual({
      gameModel: 'OrbitCoaster',
      version: '1.0.0',
      minGameVersion: '2.1.0',
      time: 90,
      languages: { en: { title: 'Sunset Canyon', theme: 'Desert', description: 'A ride at dusk through red rocks.' } },
      sellable: { brlValue: 4990, usdValue: 999, restrictedCountryIds: [32, 724] },
    });
    await expect(submission?.picture).toBeInstanceOf(File);
  },
};

/** Saving an empty form shows what is missing and moves to the first field to fix; nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog } = await findDialog(canvasElement, 'New scenario');
    await userEvent.click(dialog.getByText('Paid', { exact: true }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create scenario' }));
    const version = dialog.getByLabelText(/^Version/);
    await waitFor(() => expect(version).toHaveFocus());
    await expect(version).toHaveAccessibleDescription(/This field is required for the scenario/);
    await expect(dialog.getByLabelText(/^Price in USD/)).toHaveAccessibleDescription(/required/);
    await expect(dialog.getByText('Choose a picture.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The save runs: the button says so and ignores further presses. */
export const Saving: Story = {
  args: { onSubmit: fn((_submission: ScenarioEditorSubmission) => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const { dialog } = await fillNewScenario(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create scenario' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Create scenario/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The server refuses: its message shows under "Error updating scenario." and the form keeps what was typed. */
export const ServerError: Story = {
  args: {
    onSubmit: fn((_submission: ScenarioEditorSubmission) =>
      Promise.reject(new Error('The scenario is for another game model')),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await fillNewScenario(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create scenario' }));
    await expect(await dialog.findByText('The scenario is for another game model')).toBeVisible();
    await expect(dialog.getByText('Error updating scenario.')).toBeVisible();
    await expect(dialog.getByLabelText(/^Title/)).toHaveValue('Sunset Canyon');
  },
};

/** Editing: the saved scenario filled in, Save waiting for a change, only the change sent. */
export const Edit: Story = {
  args: { scenario: haunted },
  play: async ({ args, canvasElement }) => {
    const { dialog } = await findDialog(canvasElement, 'Edit “Haunted Mine”');
    const save = dialog.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await expect(dialog.getByLabelText(/^Title/)).toHaveValue('Haunted Mine');
    await expect(dialog.getByRole('radio', { name: 'Restricted' })).toBeChecked();
    const time = dialog.getByLabelText(/^Time in seconds/);
    await userEvent.clear(time);
    await userEvent.type(time, '600');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ fields: { time: 600 } }));
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const { dialog } = await findDialog(canvasElement, 'Novo cenário');
    await userEvent.click(dialog.getByRole('button', { name: 'Criar cenário' }));
    await expect(dialog.getByLabelText(/^Versão(?! mínima)/)).toHaveAccessibleDescription(/Este campo é obrigatório/);
  },
};

/** At 375 px the fields stack in one column. */
export const Mobile: Story = {
  args: { scenario: haunted },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const { element } = await findDialog(canvasElement, 'Edit “Haunted Mine”');
    await expect(within(element).getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};
