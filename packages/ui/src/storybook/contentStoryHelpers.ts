import { fn, userEvent, within } from 'storybook/test';

/** A 1×1 PNG, so picture fields get a real image file without a file dialog. */
const pngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** An image file as a person would choose it. */
export function storyPicture(name = 'canyon.png'): File {
  const bytes = Uint8Array.from(atob(pngBase64), (character) => character.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** A text file named like an image, which the picture field must refuse. */
export function storyTextFile(): File {
  return new File(['not a picture'], 'notes.txt', { type: 'text/plain' });
}

/** Chooses `file` in the dialog's picture field, as the file dialog would hand it over. */
export async function choosePicture(dialog: HTMLElement, file: File = storyPicture()): Promise<void> {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The dialog has no picture field');
  await userEvent.upload(input, file, { applyAccept: false });
}

/** The open dialog called `name`, searched in the whole page (dialogs are portalled to the body). */
export async function findDialog(canvasElement: HTMLElement, name: string | RegExp) {
  const page = within(canvasElement.ownerDocument.body);
  const element = await page.findByRole('dialog', { name });
  return { page, element, dialog: within(element) };
}

/** Types each text into the dialog's field of that label, in order. */
export async function typeFields(
  dialog: ReturnType<typeof within>,
  fields: readonly (readonly [label: RegExp, text: string])[],
): Promise<void> {
  for (const [label, text] of fields) await userEvent.type(dialog.getByLabelText(label), text);
}

/** Types the Portuguese translation of `name` into its dialog and saves it. */
export async function saveTranslation(
  canvasElement: HTMLElement,
  name: string,
  fields: readonly (readonly [label: RegExp, text: string])[],
): Promise<void> {
  const { dialog } = await findDialog(canvasElement, `Portuguese translation of “${name}”`);
  await typeFields(dialog, fields);
  await userEvent.click(dialog.getByRole('button', { name: 'Save translation' }));
}

/** The args the news and scenarios admin stories share: no search, allowed to change, calls that succeed. */
export function contentAdminStoryArgs<Row>(created: Row) {
  return {
    search: '',
    onSearchChange: fn(),
    canChange: true,
    thumbnailUrl: () => '',
    onRetry: fn(),
    onCreate: fn(() => Promise.resolve(created)),
    onUpdate: fn(() => Promise.resolve()),
    onTranslate: fn(() => Promise.resolve()),
    onToggleActive: fn(() => Promise.resolve()),
  };
}
