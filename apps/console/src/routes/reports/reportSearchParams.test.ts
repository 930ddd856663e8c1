import { describe, expect, it } from 'vitest';
import { emptyReportFilters } from '@orbit/ui';
import { periodInZone, readReportAddress, resolveChoice, writeReportAddress } from './reportSearchParams.ts';

const april = { start: '2026-04-01T00:00', end: '2026-04-30T23:59' };
const loaded = (values: readonly string[]) => ({ values, loading: false, error: false });

describe('report address', () => {
  it('writes the filters and the page, and reads them back', () => {
    const filters = { clients: ['7', '3', '4', '5'], licenses: ['B-2', 'A-1'], countries: ['76'], range: april };
    const search = writeReportAddress(filters, 2, 'Europe/Lisbon');
    expect(search.toString()).toBe(
      'clients=3-5%2C7&licenses=A-1%2CB-2&countries=76&from=2026-04-01T00%3A00&to=2026-04-30T23%3A59&tz=Europe%2FLisbon&page=2',
    );
    expect(readReportAddress(search)).toEqual({
      clients: ['3', '4', '5', '7'],
      licenses: ['A-1', 'B-2'],
      countries: ['76'],
      range: april,
      timeZone: 'Europe/Lisbon',
      page: 2,
    });
  });

  it('writes "all" when every client or every licence of the chosen clients is chosen', () => {
    const clients = Array.from({ length: 2_000 }, (_, index) => String(index * 2 + 1));
    const search = writeReportAddress({ ...emptyReportFilters, clients, licenses: ['K1', 'K2'] }, 1, 'UTC', {
      clients,
      licenses: ['K2', 'K1'],
    });
    expect(search.toString()).toBe('clients=all&licenses=all');
    expect(readReportAddress(search)).toMatchObject({ clients: 'all', licenses: 'all' });
  });

  it('keeps 2,000 of more clients short without "all" when they run in ranges', () => {
    const clients = Array.from({ length: 2_000 }, (_, index) => String(index + 10));
    const search = writeReportAddress({ ...emptyReportFilters, clients }, 1, 'UTC', { clients: [...clients, '1'] });
    expect(search.get('clients')).toBe('10-2009');
  });

  it('falls back to nothing chosen and page 1 for damaged values', () => {
    const search = new URLSearchParams(
      'clients=x,-3,&countries=%%&from=2026-13-01T00:00&to=soon&tz=Mars/Olympus&page=zero',
    );
    expect(readReportAddress(search)).toEqual({
      clients: [],
      licenses: [],
      countries: [],
      range: null,
      timeZone: null,
      page: 1,
    });
    expect(readReportAddress(new URLSearchParams('from=2026-05-01T00:00&to=2026-04-01T00:00')).range).toBeNull();
  });
});

describe('a period picked in another zone', () => {
  it('is the same instants on the reader’s wall clock', () => {
    expect(periodInZone(april, 'Europe/Lisbon', 'America/Sao_Paulo')).toEqual({
      start: '2026-03-31T20:00',
      end: '2026-04-30T19:59',
    });
    expect(periodInZone(april, 'UTC', 'UTC')).toBe(april);
  });
});

describe('address choices among the reader’s options', () => {
  it('waits for the options, then takes "all" as every option', () => {
    expect(resolveChoice('all', { values: [], loading: true, error: false })).toBeNull();
    expect(resolveChoice('all', loaded(['1', '2']))).toEqual(['1', '2']);
    expect(resolveChoice([], { values: [], loading: true, error: false })).toEqual([]);
  });

  it('leaves out values outside the reader’s scope, in the options’ order', () => {
    expect(resolveChoice(['9', '2', '1'], loaded(['1', '2', '3']))).toEqual(['1', '2']);
    expect(resolveChoice(['9'], loaded(['1']))).toEqual([]);
  });

  it('sends named values as they are when the options failed', () => {
    expect(resolveChoice(['9'], { values: [], loading: false, error: true })).toEqual(['9']);
    expect(resolveChoice('all', { values: [], loading: false, error: true })).toEqual([]);
  });
});
