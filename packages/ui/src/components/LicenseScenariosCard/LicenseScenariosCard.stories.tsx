import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LicenseScenario } from '@orbit/contract';
import { LicenseScenariosCard } from './LicenseScenariosCard.tsx';

/** A thumbnail drawn inline, so the story needs no image server. */
const thumbnail = `data:image/svg+xml,${encodeURIComponent(
  // The picture's own content, not a style of the design system.
  // eslint-disable-next-line no-restricted-syntax
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#fde68a"/><circle cx="8" cy="6" r="3" fill="#ea580c"/></svg>',
)}`;

const scenarios: LicenseScenario[] = [
  {
    id: 12,
    title: 'Frozen Glacier',
    theme: 'Winter',
    language: 'en',
    time: 420,
    imageKey: 'glacier',
    thumbnailUrl: thumbnail,
    licenseKeys: ['K1'],
  },
  {
    id: 17,
    title: 'Neon City',
    theme: 'Night',
    language: 'en',
    time: 300,
    imageKey: null,
    thumbnailUrl: null,
    licenseKeys: ['K1'],
  },
];

const meta = {
  title: 'Licenses/LicenseScenariosCard',
  component: LicenseScenariosCard,
  args: { scenarioIds: [12, 17], state: { status: 'ready', scenarios }, onRetry: fn() },
} satisfies Meta<typeof LicenseScenariosCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each held scenario with its thumbnail, title and minutes. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Frozen Glacier')).toBeVisible();
    await expect(canvas.getByText('7 min')).toBeVisible();
    await expect(canvas.getByText('5 min')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { scenarioIds: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No scenarios obtained yet.')).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** docs/domain.md#errors: "Falha ao carregar o cenário." in Portuguese, with a retry. */
export const ServerError: Story = {
  args: { state: { status: 'error' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load the scenario.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  args: {
    state: { status: 'error' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Falha ao carregar o cenário.');
  },
};

/** A scenario the answer does not know yet is named by its number. */
export const Unknown: Story = {
  args: { scenarioIds: [12, 99] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Scenario #99')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
