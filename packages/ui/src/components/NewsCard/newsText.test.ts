import { describe, expect, it } from 'vitest';
import { formatNewsDate, newestFirst, newsTextIn } from './newsText.ts';

const english = { title: 'Title', resume: 'Resume', description: 'Description' };
const portuguese = { title: 'Título', resume: 'Resumo', description: 'Descrição' };

describe('news texts', () => {
  it('picks the chosen language, or the other one while a translation is missing', () => {
    expect(newsTextIn({ languages: { en: english, pt: portuguese } }, 'pt')).toBe(portuguese);
    expect(newsTextIn({ languages: { en: english } }, 'pt')).toBe(english);
    expect(newsTextIn({ languages: {} }, 'en')).toBeUndefined();
  });

  it('writes dates as dd/mm/yyyy in the reader time zone', () => {
    expect(formatNewsDate('2026-05-03T11:00:00.000Z', 'UTC')).toBe('03/05/2026');
    expect(formatNewsDate('2026-05-03T01:00:00.000Z', 'America/Sao_Paulo')).toBe('02/05/2026');
  });

  it('orders the newest first without changing the list it was given', () => {
    const list = [
      { id: 1, createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 2, createdAt: '2026-03-01T00:00:00.000Z' },
      { id: 3, createdAt: '2026-02-01T00:00:00.000Z' },
    ];
    expect(newestFirst(list).map((item) => item.id)).toEqual([2, 3, 1]);
    expect(list.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
