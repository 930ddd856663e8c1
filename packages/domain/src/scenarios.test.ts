import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search.ts';
import { newsSearchValues, scenarioPriceMaxCents, scenarioSearchValues, sellableUnlessFree } from './scenarios.ts';

describe('scenario prices', () => {
  it('drops the sellable block when free or when both prices are zero (docs/domain.md#states-and-transitions)', () => {
    expect(sellableUnlessFree(null)).toBeNull();
    expect(sellableUnlessFree(undefined)).toBeNull();
    expect(sellableUnlessFree({ usdValue: 0, brlValue: 0, restrictedCountryIds: [76] })).toBeNull();
    const oneZero = { usdValue: 0, brlValue: 500, restrictedCountryIds: [] };
    expect(sellableUnlessFree(oneZero)).toBe(oneZero);
  });

  it('caps prices at a million in cents', () => {
    expect(scenarioPriceMaxCents).toBe(1_000_000 * 100);
  });
});

describe('scenario and news searches', () => {
  const scenario = {
    id: 12,
    languages: { en: { title: 'Lost Glacier', theme: 'Ice', description: 'A slide' }, pt: undefined },
  };

  it('finds a scenario by id, title, theme or description in any language', () => {
    for (const query of ['12', 'glacier', 'ICE', 'slide'])
      expect(matchesSearch(query, scenarioSearchValues(scenario))).toBe(true);
    expect(matchesSearch('volcano', scenarioSearchValues(scenario))).toBe(false);
  });

  it('finds a news item by id, issuer, state or text', () => {
    const news = {
      id: 3,
      issuerUserId: 41,
      isActive: false,
      languages: { pt: { title: 'Manutenção', description: 'Parada', resume: 'Curta' } },
    };
    for (const query of ['3', '41', 'false', 'manutencao', 'curta'])
      expect(matchesSearch(query, newsSearchValues(news))).toBe(true);
  });
});
