import { describe, expect, it } from 'vitest';
import { countryName } from './countries.ts';
import { formatDate, formatNumber } from './format.ts';

/** Intl separates with no-break spaces in some languages; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const may15 = '2026-05-15T12:00:00Z';

describe('formatDate', () => {
  it.each([
    ['en', 'May 15, 2026', '5/15/26', 'May 2026', 'May 26'],
    ['pt', '15 de mai. de 2026', '15/05/2026', 'maio de 2026', 'mai. de 26'],
    ['es', '15 may 2026', '15/5/26', 'mayo de 2026', 'may 26'],
    ['fr', '15 mai 2026', '15/05/2026', 'mai 2026', 'mai 26'],
    ['it', '15 mag 2026', '15/05/26', 'maggio 2026', 'mag 26'],
  ])('formats in %s', (language, medium, short, monthYear, shortMonthYear) => {
    expect(plain(formatDate(may15, language, 'medium', 'UTC'))).toBe(medium);
    expect(plain(formatDate(may15, language, 'short', 'UTC'))).toBe(short);
    expect(plain(formatDate(may15, language, 'monthYear', 'UTC'))).toBe(monthYear);
    expect(plain(formatDate(may15, language, 'shortMonthYear', 'UTC'))).toBe(shortMonthYear);
  });

  it('shows the day in the person’s own time zone', () => {
    const lateEvening = '2026-05-16T01:30:00Z';
    expect(formatDate(lateEvening, 'pt', 'short', 'America/Sao_Paulo')).toBe('15/05/2026');
    expect(formatDate(lateEvening, 'pt', 'short', 'UTC')).toBe('16/05/2026');
  });

  it('accepts dates, timestamps and ISO strings alike', () => {
    const date = new Date(may15);
    expect(formatDate(date, 'en', 'dateTime', 'UTC')).toBe(formatDate(date.getTime(), 'en', 'dateTime', 'UTC'));
    expect(plain(formatDate(may15, 'en', 'dateTime', 'UTC'))).toBe('May 15, 2026, 12:00 PM');
  });

  it('uses English conventions for a language it does not know', () => {
    expect(formatDate(may15, 'de', 'medium', 'UTC')).toBe(formatDate(may15, 'en', 'medium', 'UTC'));
  });
});

describe('formatNumber', () => {
  it.each([
    ['en', '1,234,567.5'],
    ['pt', '1.234.567,5'],
    ['es', '1.234.567,5'],
    ['fr', '1 234 567,5'],
    ['it', '1.234.567,5'],
  ])('groups and separates decimals in %s', (language, expected) => {
    expect(plain(formatNumber(1234567.5, language))).toBe(expected);
  });

  it('passes Intl options through', () => {
    expect(formatNumber(0.256, 'en', { style: 'percent' })).toBe('26%');
    expect(formatNumber(12.5, 'pt', { minimumFractionDigits: 2 })).toBe('12,50');
  });
});

describe('countryName', () => {
  it.each([
    ['en', 'Brazil', 'Germany'],
    ['pt', 'Brasil', 'Alemanha'],
    ['es', 'Brasil', 'Alemania'],
    ['fr', 'Brésil', 'Allemagne'],
    ['it', 'Brasile', 'Germania'],
  ])('names countries by alpha-3 code in %s', (language, brazil, germany) => {
    expect(countryName('BRA', language)).toBe(brazil);
    expect(countryName('deu', language)).toBe(germany);
  });

  it('names countries by alpha-2 code too', () => {
    expect(countryName('BR', 'pt')).toBe('Brasil');
    expect(countryName('it', 'fr')).toBe('Italie');
  });

  it('returns an unknown code unchanged', () => {
    expect(countryName('XXX', 'en')).toBe('XXX');
    expect(countryName('Brazil', 'en')).toBe('Brazil');
  });
});
