import { expect, userEvent, waitFor, type within } from 'storybook/test';

/** How long a connected page may take to arrive: the route's code loads lazily and the mock API answers. */
const arrival = { timeout: 10_000 };

type Canvas = ReturnType<typeof within>;

/** Chooses `option` in the picker named `picker`, as a person would, and closes the list. */
export async function pickOption(canvas: Canvas, picker: RegExp, option: RegExp) {
  const combobox = await canvas.findByRole('combobox', { name: picker }, arrival);
  await waitFor(() => expect(combobox).toBeEnabled(), arrival);
  await userEvent.click(combobox);
  await userEvent.click(await canvas.findByRole('option', { name: option }, arrival));
  await userEvent.keyboard('{Escape}');
}

/** Presses a "Select all …" button once it can be pressed. */
export async function selectAll(canvas: Canvas, name: string) {
  const button = await canvas.findByRole('button', { name }, arrival);
  await waitFor(() => expect(button).toBeEnabled(), arrival);
  await userEvent.click(button);
}

/** Picks the "Last month" preset of the period field (April 2026 under the stories' fixed clock). */
export async function pickLastMonth(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: /^Period/ }, arrival));
  await userEvent.click(canvas.getByRole('button', { name: 'Last month' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
}

/** Waits for a page's heading. */
export async function arrived(canvas: Canvas, name: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name }, arrival)).toBeVisible();
}
