import { describe, expect, it } from 'vitest';
import { canSearchReport, emptyReportFilters, selectAllValues, withClients } from './reportFilters.ts';

const range = { start: '2026-04-01T00:00', end: '2026-04-30T23:59' };

describe('canSearchReport', () => {
  it('needs every field the report shows', () => {
    const fields = ['clients', 'licenses', 'range'] as const;
    expect(canSearchReport(fields, emptyReportFilters)).toBe(false);
    expect(canSearchReport(fields, { ...emptyReportFilters, clients: ['1'], range })).toBe(false);
    expect(canSearchReport(fields, { ...emptyReportFilters, clients: ['1'], licenses: ['K'], range })).toBe(true);
    expect(canSearchReport(['countries', 'range'], { ...emptyReportFilters, countries: ['76'] })).toBe(false);
    expect(canSearchReport(['countries', 'range'], { ...emptyReportFilters, countries: ['76'], range })).toBe(true);
  });
});

describe('withClients', () => {
  it('drops the licences of clients no longer chosen', () => {
    const filters = { ...emptyReportFilters, clients: ['1', '2'], licenses: ['A', 'B', 'C'] };
    const owners = { A: '1', B: '2', C: '1' };
    expect(withClients(filters, ['1'], owners).licenses).toEqual(['A', 'C']);
    expect(withClients(filters, ['1', '2', '3'], owners).licenses).toEqual(['A', 'B', 'C']);
    expect(withClients(filters, [], owners).licenses).toEqual([]);
  });
});

describe('selectAllValues', () => {
  const options = [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B', disabled: true },
    { value: 'c', label: 'C' },
    { value: 'd', label: 'D' },
  ];
  it('adds every enabled option after the chosen ones', () => {
    expect(selectAllValues(options, ['d'], 10)).toEqual(['d', 'a', 'c']);
  });
  it('stops at the cap', () => {
    expect(selectAllValues(options, [], 2)).toEqual(['a', 'c']);
  });
});
