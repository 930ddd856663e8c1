import { describe, expect, it } from 'vitest';
import { contentLanguageFor, contentTextFor, contentTextIn, contentTitle, rideScenarioTitle } from './content-text.ts';

describe('content texts', () => {
  it('gives Portuguese readers pt and every other interface language en', () => {
    expect(contentLanguageFor('pt')).toBe('pt');
    expect(contentLanguageFor('pt-BR')).toBe('pt');
    expect(['en', 'es', 'fr', 'it', 'de'].map(contentLanguageFor)).toEqual(['en', 'en', 'en', 'en', 'en']);
  });

  it("picks the reader's language, then English, then any other", () => {
    const both = { en: 'Wild Canyon', pt: 'Cânion Selvagem' };
    expect(contentTextFor(both, 'pt')).toEqual({ language: 'pt', text: 'Cânion Selvagem' });
    expect(contentTextFor(both, 'fr')).toEqual({ language: 'en', text: 'Wild Canyon' });
    expect(contentTextFor({ en: 'Wild Canyon' }, 'pt')).toEqual({ language: 'en', text: 'Wild Canyon' });
    expect(contentTextFor({ pt: 'Cânion Selvagem' }, 'es')).toEqual({ language: 'pt', text: 'Cânion Selvagem' });
  });

  it('answers undefined for content without texts', () => {
    expect(contentTextFor({}, 'en')).toBeUndefined();
    expect(contentTextIn<string>({}, 'pt')).toBeUndefined();
  });
});

describe('contentTitle', () => {
  it("names an item by its title in the reader's content language, else English, else any, else its number", () => {
    const item = { id: 9, languages: { en: { title: 'Summer' }, pt: { title: 'Verão' } } };
    expect(contentTitle(item, 'pt')).toBe('Verão');
    expect(contentTitle(item, 'it')).toBe('Summer');
    expect(contentTitle({ id: 9, languages: { pt: { title: 'Verão' } } }, 'en')).toBe('Verão');
    expect(contentTitle({ id: 9, languages: {} }, 'en')).toBe('#9');
  });
});

describe('rideScenarioTitle', () => {
  const ride = { scenarioId: 7, scenarioTitles: { en: 'Lost Glacier', pt: 'Geleira Perdida' } };

  it("takes the reader's content language, English for every language but Portuguese, else the number", () => {
    expect(rideScenarioTitle(ride, 'pt-BR')).toBe('Geleira Perdida');
    expect(rideScenarioTitle(ride, 'fr')).toBe('Lost Glacier');
    expect(rideScenarioTitle({ scenarioId: 7, scenarioTitles: { pt: 'Geleira Perdida' } }, 'en')).toBe(
      'Geleira Perdida',
    );
    expect(rideScenarioTitle({ scenarioId: 7, scenarioTitles: {} }, 'en')).toBe('#7');
  });
});
