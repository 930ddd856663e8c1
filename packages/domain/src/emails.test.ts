import { describe, expect, it } from 'vitest';
import { canonicalEmail, isEmailAddress } from './emails.ts';

describe('canonical email addresses', () => {
  it('lowers the case and trims', () => {
    expect(canonicalEmail('  Admin@Example.COM ')).toBe('admin@example.com');
  });

  it('takes the capital dotted I for a plain i, as PostgreSQL lower() does', () => {
    expect(canonicalEmail('supervİsor@example.com')).toBe('supervisor@example.com');
    expect(canonicalEmail('SUPERVİSOR@EXAMPLE.COM')).toBe('supervisor@example.com');
  });

  it('turns compatibility letters into plain ones', () => {
    expect(canonicalEmail('ｓｕｐｅｒｖｉｓｏｒ＠example.com')).toBe('supervisor@example.com');
    expect(canonicalEmail('\u212Aelvin@example.com')).toBe('kelvin@example.com');
  });

  it('keeps letters that are not another letter in disguise', () => {
    expect(canonicalEmail('José@example.com')).toBe('josé@example.com');
    expect(canonicalEmail('dotless.ı@example.com')).toBe('dotless.ı@example.com');
  });

  it('lowers every letter to one letter, and is the same when applied again', () => {
    for (let codePoint = 0; codePoint <= 0xffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const letter = String.fromCodePoint(codePoint);
      const canonical = canonicalEmail(letter);
      if (letter.normalize('NFKC') === letter && letter.trim() === letter) {
        expect([...canonical].length, `U+${codePoint.toString(16)}`).toBeLessThanOrEqual(1);
      }
      expect(canonicalEmail(canonical), `U+${codePoint.toString(16)}`).toBe(canonical);
    }
  });
});

describe('well-formed email addresses', () => {
  it('takes the usual forms, read as the server stores them (trimmed, full-width letters made plain)', () => {
    for (const address of [
      'ana@example.com',
      "o'neil+news@mail.example.co.uk",
      'a.b_c-d@x-y.io',
      ' Ａna@example.com ',
    ]) {
      expect([address, isEmailAddress(address)]).toEqual([address, true]);
    }
  });

  it('refuses what the server refuses', () => {
    for (const address of ['ana', 'ana@', '@example.com', 'ana@example', 'ana@example.c', 'a..b@example.com']) {
      expect([address, isEmailAddress(address)]).toEqual([address, false]);
    }
    for (const address of ['.ana@example.com', 'ana.@example.com', 'ana@-example.com', 'ana @example.com']) {
      expect([address, isEmailAddress(address)]).toEqual([address, false]);
    }
  });
});
