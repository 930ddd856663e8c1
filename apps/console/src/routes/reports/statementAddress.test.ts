import { describe, expect, it } from 'vitest';
import { readStatementAddress, statementFilterOf, writeStatementAddress } from './statementAddress.ts';

describe('wallet statement address', () => {
  it('round-trips a client, whole days and a page', () => {
    const state = { client: '4', range: { start: '2026-04-01', end: '2026-04-30' }, timeZone: 'Europe/Rome', page: 3 };
    const search = writeStatementAddress(state);
    expect(search.toString()).toBe('client=4&from=2026-04-01&to=2026-04-30&tz=Europe%2FRome&page=3');
    expect(readStatementAddress(search)).toEqual(state);
  });

  it('falls back for damaged values', () => {
    expect(readStatementAddress(new URLSearchParams('client=abc&from=2026-04-31&to=2026-05-01&page=-1'))).toEqual({
      client: null,
      range: null,
      timeZone: null,
      page: 1,
    });
  });

  it('asks for whole days of the staff member’s zone', () => {
    expect(statementFilterOf('4', { start: '2026-04-01', end: '2026-04-30' }, 'America/Sao_Paulo')).toEqual({
      userId: 4,
      startAt: '2026-04-01T03:00:00.000Z',
      endAt: '2026-05-01T03:00:00.000Z',
    });
  });
});
