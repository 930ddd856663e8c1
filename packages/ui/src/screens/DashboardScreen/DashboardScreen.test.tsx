import { describe, expect, it } from 'vitest';
import type { CustomersPerLicense } from '@orbit/contract';
import {
  customersPerLicenseBars,
  licenseRankingSlices,
  monthTotals,
  scenarioShareSlices,
  totalPerMonthLine,
} from './dashboardData.ts';

const licenses = Array.from({ length: 12 }, (_, index) => ({
  key: `KEY-${index}`,
  label: `Licence ${index}`,
  customersAmount: index * 10,
}));
const report: CustomersPerLicense = {
  licenses: licenses,
  rows: ['2026-04-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z'].map((startAt, month) => ({
    startAt,
    endAt: startAt,
    customers: Object.fromEntries(licenses.map((license, index) => [license.key, index + month])),
  })),
};
const label = (startAt: string) => startAt.slice(0, 7);

describe('dashboard data', () => {
  it('draws the ten licences with most customers, one bar category per month', () => {
    const { data, series } = customersPerLicenseBars(report, label);
    expect(series.map((item) => item.id)).toEqual([
      'KEY-11',
      'KEY-10',
      'KEY-9',
      'KEY-8',
      'KEY-7',
      'KEY-6',
      'KEY-5',
      'KEY-4',
      'KEY-3',
      'KEY-2',
    ]);
    expect(data.map((datum) => datum.label)).toEqual(['2026-04', '2026-05']);
    expect(data[1]?.values['KEY-11']).toBe(12);
  });
  it('sums every licence per month for the line, and has no data when all are zero', () => {
    expect(totalPerMonthLine(report, label, 'Customers').data.map((datum) => datum.values.total)).toEqual([66, 78]);
    const empty = { ...report, rows: report.rows.map((row) => ({ ...row, customers: {} })) };
    expect(totalPerMonthLine(empty, label, 'Customers').data).toEqual([]);
  });
  it('ranks at most ten licences and sums the month', () => {
    const results = licenses.map((license) => ({
      licenseKey: license.key,
      label: license.label,
      customersAmount: license.customersAmount,
      ridesAmount: 2,
    }));
    expect(licenseRankingSlices({ results })).toHaveLength(10);
    expect(licenseRankingSlices({ results })[0]).toEqual({ id: 'KEY-11', label: 'Licence 11', value: 110 });
    expect(monthTotals({ results })).toEqual({ customers: 660, rides: 24 });
  });
  it('titles scenarios in the interface language', () => {
    const results = [
      {
        scenarioId: 3,
        scenarioTitles: { en: 'Lost Glacier', pt: 'Geleira Perdida' },
        customersAmount: 5,
        ridesAmount: 1,
      },
    ];
    expect(scenarioShareSlices({ results }, 'pt')[0]?.label).toBe('Geleira Perdida');
    expect(scenarioShareSlices({ results }, 'it')[0]?.label).toBe('Lost Glacier');
  });
});
