import { describe, expect, it } from 'vitest';
import { catalogueAreas, catalogueAreaTexts, catalogues } from './catalogues/index.ts';
import { languageCodes } from './languages.ts';

type Tree = { readonly [key: string]: string | Tree };

/** Every key path of a catalogue with its text: `signIn.title` -> `Sign in`. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [childPath, text] of flatten(value, path)) entries.set(childPath, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const reference = flatten(catalogues.en);

describe('catalogues', () => {
  it('bundles exactly the five interface languages', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...languageCodes].sort());
  });

  describe.each(languageCodes.filter((code) => code !== 'en'))('%s', (code) => {
    const entries = flatten(catalogues[code]);

    it('has every key of the English catalogue', () => {
      const missing = [...reference.keys()].filter((key) => !entries.has(key));
      expect(missing, `keys missing in ${code}`).toEqual([]);
    });

    it('has no key that English lacks', () => {
      const extra = [...entries.keys()].filter((key) => !reference.has(key));
      expect(extra, `keys only in ${code}`).toEqual([]);
    });

    it('keeps the same {{placeholders}} in every text', () => {
      const mismatched = [...reference].filter(([key, text]) => {
        const translated = entries.get(key);
        return translated !== undefined && placeholders(translated).join() !== placeholders(text).join();
      });
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  });

  it.each(languageCodes)('%s has no empty text', (code) => {
    const empty = [...flatten(catalogues[code])].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });
});

describe('catalogue areas (ADR 0040, 0081)', () => {
  it('holds each text in one area only, as an area loaded later would replace it', () => {
    const areasOf = new Map<string, string[]>();
    for (const area of catalogueAreas) {
      for (const key of flatten(catalogueAreaTexts.en[area]).keys())
        areasOf.set(key, [...(areasOf.get(key) ?? []), area]);
    }
    expect([...areasOf].filter(([, areas]) => areas.length > 1)).toEqual([]);
  });

  describe.each(catalogueAreas)('%s', (area) => {
    const english = [...flatten(catalogueAreaTexts.en[area]).keys()];

    it.each(languageCodes.filter((code) => code !== 'en'))(
      'has in %s the keys it has in English, so a page of the area finds them all',
      (code) => {
        expect([...flatten(catalogueAreaTexts[code][area]).keys()].sort()).toEqual([...english].sort());
      },
    );
  });
});
