import type { AdminCreateScenarioRequest, Scenario } from '@orbit/contract';
import {
  gameModels,
  scenarioMaxSeconds,
  scenarioPriceMaxCents,
  sellableUnlessFree,
  type GameModel,
} from '@orbit/domain';

/** What the scenario form holds while a person types: text as typed, the picture as chosen. */
export interface ScenarioFormValues {
  version: string;
  /** Seconds, digits only. */
  time: string;
  gameModel: GameModel | '';
  minGameVersion: string;
  title: string;
  theme: string;
  description: string;
  pricing: 'free' | 'paid';
  /** Cents, digits only. */
  brlCents: string;
  usdCents: string;
  reach: 'everywhere' | 'restricted';
  /** Country ids, as the country picker gives them. */
  restrictedCountryIds: string[];
  picture: File | null;
}

export type ScenarioFormField = keyof ScenarioFormValues;

/** The fields a scenario change may carry, as the API takes them; the picture travels apart (uploaded first). */
export type ScenarioEditorFields = Partial<
  Pick<AdminCreateScenarioRequest, 'gameModel' | 'version' | 'minGameVersion' | 'time' | 'languages' | 'sellable'>
>;

/** What the editor hands over when a person saves: the fields to send and, when chosen, the new picture. */
export interface ScenarioEditorSubmission {
  fields: ScenarioEditorFields;
  picture?: File;
}

/** The fields in page order: after a failed save the first invalid one gets the focus. */
export const scenarioFieldOrder: readonly ScenarioFormField[] = [
  'version',
  'time',
  'gameModel',
  'minGameVersion',
  'title',
  'theme',
  'description',
  'brlCents',
  'usdCents',
  'restrictedCountryIds',
  'picture',
];

/** The form of a new scenario, or of `scenario` as it is saved. */
export function scenarioFormValues(scenario?: Scenario): ScenarioFormValues {
  const english = scenario?.languages.en;
  const sellable = scenario?.sellable ?? null;
  return {
    version: scenario?.version ?? '',
    time: scenario ? String(scenario.time) : '',
    gameModel: scenario?.gameModel ?? '',
    minGameVersion: scenario?.minGameVersion ?? '',
    title: english?.title ?? '',
    theme: english?.theme ?? '',
    description: english?.description ?? '',
    pricing: sellable ? 'paid' : 'free',
    brlCents: sellable ? String(sellable.brlValue) : '',
    usdCents: sellable ? String(sellable.usdValue) : '',
    reach: sellable && sellable.restrictedCountryIds.length > 0 ? 'restricted' : 'everywhere',
    restrictedCountryIds: (sellable?.restrictedCountryIds ?? []).map(String),
    picture: null,
  };
}

const isBlank = (text: string) => text.trim() === '';
const wholeNumber = /^\d+$/;

/**
 * docs/domain.md#validation: version, time, game model and minimum game version required; the English texts required unless an edited
 * scenario has none yet (then all three or none); a paid scenario needs both prices, a restricted one a country; a
 * picture on create. Messages are catalogue keys.
 */
export function validateScenarioForm(
  values: ScenarioFormValues,
  scenario?: Scenario,
): Partial<Record<ScenarioFormField, string>> {
  const required = 'adminContent.required';
  const errors: Partial<Record<ScenarioFormField, string>> = {};
  if (isBlank(values.version)) errors.version = required;
  else if (!/^\d+(\.\d+)*$/.test(values.version.trim())) errors.version = 'adminContent.scenarioEditor.versionInvalid';
  if (isBlank(values.time)) errors.time = required;
  else if (!wholeNumber.test(values.time) || Number(values.time) < 1 || Number(values.time) > scenarioMaxSeconds) {
    errors.time = 'adminContent.scenarioEditor.timeInvalid';
  }
  if (!values.gameModel || !gameModels.includes(values.gameModel)) errors.gameModel = required;
  if (isBlank(values.minGameVersion)) errors.minGameVersion = required;
  const texts = [values.title, values.theme, values.description];
  const textsOptional = scenario !== undefined && scenario.languages.en === undefined && texts.every(isBlank);
  if (!textsOptional) {
    if (isBlank(values.title)) errors.title = required;
    if (isBlank(values.theme)) errors.theme = required;
    if (isBlank(values.description)) errors.description = required;
  }
  if (values.pricing === 'paid') {
    for (const field of ['brlCents', 'usdCents'] as const) {
      if (isBlank(values[field])) errors[field] = required;
      else if (!wholeNumber.test(values[field]) || Number(values[field]) > scenarioPriceMaxCents) {
        errors[field] = 'adminContent.scenarioEditor.priceInvalid';
      }
    }
    if (values.reach === 'restricted' && values.restrictedCountryIds.length === 0) {
      errors.restrictedCountryIds = 'adminContent.scenarioEditor.countriesRequired';
    }
  }
  if (!scenario && !values.picture) errors.picture = 'adminContent.picture.required';
  return errors;
}

/** The sellable block the form stands for: null when free or when both prices are 0 (docs/domain.md#states-and-transitions). */
export function sellableOf(values: ScenarioFormValues): AdminCreateScenarioRequest['sellable'] {
  if (values.pricing === 'free') return null;
  return sellableUnlessFree({
    brlValue: Number(values.brlCents),
    usdValue: Number(values.usdCents),
    restrictedCountryIds: values.reach === 'restricted' ? values.restrictedCountryIds.map(Number) : [],
  });
}

function sameSellable(a: AdminCreateScenarioRequest['sellable'], b: Scenario['sellable']): boolean {
  if (!a || !b) return a === b;
  const countries = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join(',');
  return (
    a.brlValue === b.brlValue &&
    a.usdValue === b.usdValue &&
    countries(a.restrictedCountryIds) === countries(b.restrictedCountryIds)
  );
}

/**
 * What a save sends: every field of a new scenario; of an edited one only what differs from `scenario` (docs/domain.md#validation: an
 * edit is valid only when something changed). Call with values that passed `validateScenarioForm`.
 */
export function scenarioSubmission(values: ScenarioFormValues, scenario?: Scenario): ScenarioEditorSubmission {
  const all: Required<ScenarioEditorFields> = {
    gameModel: values.gameModel as GameModel,
    version: values.version.trim(),
    minGameVersion: values.minGameVersion.trim(),
    time: Number(values.time),
    languages: {
      en: { title: values.title.trim(), theme: values.theme.trim(), description: values.description.trim() },
    },
    sellable: sellableOf(values),
  };
  const picture = values.picture ?? undefined;
  if (!scenario) return { fields: all, ...(picture && { picture }) };

  const fields: ScenarioEditorFields = {};
  if (all.gameModel !== scenario.gameModel) fields.gameModel = all.gameModel;
  if (all.version !== scenario.version) fields.version = all.version;
  if (all.minGameVersion !== scenario.minGameVersion) fields.minGameVersion = all.minGameVersion;
  if (all.time !== scenario.time) fields.time = all.time;
  const english = all.languages.en;
  const before = scenario.languages.en;
  const textsBlank = !english?.title && !english?.theme && !english?.description;
  if (
    !textsBlank &&
    (english?.title !== before?.title ||
      english?.theme !== before?.theme ||
      english?.description !== before?.description)
  ) {
    fields.languages = all.languages;
  }
  if (!sameSellable(all.sellable, scenario.sellable)) fields.sellable = all.sellable;
  return { fields, ...(picture && { picture }) };
}

/** Whether a submission changes anything. */
export function changesSomething(submission: ScenarioEditorSubmission): boolean {
  return submission.picture !== undefined || Object.keys(submission.fields).length > 0;
}

/** Keys that move, delete or select inside a field; they pass the numeric filters. */
const navigationKeys = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/**
 * Whether a key press may reach a numeric field (docs/domain.md#validation): digits (and `extra` characters, such as the version's
 * dots), navigation keys, and shortcuts with Ctrl or Cmd (copy, cut, paste, undo, select all).
 */
export function allowsNumericKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>, extra = ''): boolean {
  if (event.ctrlKey || event.metaKey) return true;
  if (navigationKeys.has(event.key)) return true;
  return event.key.length === 1 && (/\d/.test(event.key) || extra.includes(event.key));
}

/** What a numeric field keeps of pasted or dropped text: digits and the `extra` characters only. */
export function numericText(text: string, extra = ''): string {
  return [...text].filter((character) => /\d/.test(character) || extra.includes(character)).join('');
}
