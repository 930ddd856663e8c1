import { describe, expect, it } from 'vitest';
import { contentLanguageFor, contentTextFor, contentTextIn } from './content-text.ts';

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
