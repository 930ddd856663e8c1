import type { ContentLanguage } from './languages.ts';

/** The highest price a scenario may have, in cents: 1 000 000.00, so a typo of extra zeros is refused. */
export const scenarioPriceMaxCents = 100_000_000;

/** The longest ride a scenario may last, in seconds: one day (ADR 0016). */
export const scenarioMaxSeconds = 86_400;

/** A scenario's prices, in cents. */
export interface ScenarioPrices {
  usdValue: number;
  brlValue: number;
}

/**
 * The sellable block a scenario keeps (docs/domain.md#states-and-transitions): none when it is free, and none when both prices are zero, which
 * means free too; its country restrictions go with it.
 */
export function sellableUnlessFree<Sellable extends ScenarioPrices>(
  sellable: Sellable | null | undefined,
): Sellable | null {
  if (!sellable || (sellable.usdValue === 0 && sellable.brlValue === 0)) return null;
  return sellable;
}

type TextsByLanguage<Text> = Partial<Record<ContentLanguage, Text>>;

/** The words a scenario is found by (ADR 0016): its id and every language's title, theme and description. */
export function scenarioSearchValues(scenario: {
  id: number;
  languages: TextsByLanguage<{ title: string; theme: string; description: string }>;
}): unknown[] {
  return [
    scenario.id,
    ...Object.values(scenario.languages).flatMap((text) => (text ? [text.title, text.theme, text.description] : [])),
  ];
}

/** The words a news item is found by in the admin (docs/domain.md#validation): id, issuer's id, state and every language's texts. */
export function newsSearchValues(item: {
  id: number;
  issuerUserId: number;
  isActive: boolean;
  languages: TextsByLanguage<{ title: string; description: string; resume: string }>;
}): unknown[] {
  return [
    item.id,
    item.issuerUserId,
    item.isActive,
    ...Object.values(item.languages).flatMap((text) => (text ? [text.title, text.description, text.resume] : [])),
  ];
}
