import { describe, expect, it } from 'vitest';
import { createI18n } from '@orbit/i18n';
import { mockConsumptions, mockLicenses } from '@orbit/mocks';
import { buildConsumptionsPdf, consumptionsPdfFileName, consumptionsPdfTable } from './consumptions-pdf.ts';

const i18n = createI18n({ language: 'en' });
const t = i18n.t;
const [license] = mockLicenses;
if (!license) throw new Error('The mock client has no licences');
const rides = mockConsumptions.filter((ride) => ride.licenseKey === license.key).slice(0, 3);
const [firstRide] = rides;
if (!firstRide) throw new Error('The mock licence has no rides');

describe('consumptionsPdfFileName', () => {
  it('joins the user name, without accents or spaces, and the last six characters of the key', () => {
    expect(consumptionsPdfFileName('Carla Mendes Rodrigues', 'K7QF-3M2P-XR8T-9WZC')).toBe(
      'carla-mendes-rodrigues-T-9WZC.pdf',
    );
    expect(consumptionsPdfFileName('  João Conceição ', 'ABCDEF123456')).toBe('joao-conceicao-123456.pdf');
  });
});

describe('consumptionsPdfTable', () => {
  it('has one row per ride with status and percentage from the ride rules', () => {
    const ride = { ...firstRide, durationInSeconds: 45, time: 300, customersAmount: 3 };
    const table = consumptionsPdfTable([ride], { language: 'en', timeZone: 'UTC', t });
    expect(table.head).toEqual(['Date', 'Scenario', 'Duration', 'Customers', 'Ride', 'Completion']);
    expect(table.body).toHaveLength(1);
    expect(table.body[0]?.slice(1)).toEqual([ride.scenarioTitles.en, '0:45', '3', 'Incomplete', '15%']);
  });
});

describe('buildConsumptionsPdf', () => {
  it('makes a landscape PDF named after the user and the key', async () => {
    const { document, fileName } = await buildConsumptionsPdf({
      userName: 'Carla Mendes Rodrigues',
      license,
      rides,
      range: { startAt: '2026-05-01T03:00:00.000Z', endAt: '2026-05-16T03:00:00.000Z' },
      customersAmount: 12,
      language: 'en',
      timeZone: 'America/Sao_Paulo',
      t,
    });
    expect(fileName).toBe(`carla-mendes-rodrigues-${license.key.slice(-6)}.pdf`);
    expect(document.internal.pageSize.getWidth()).toBeGreaterThan(document.internal.pageSize.getHeight());
    const bytes = new Uint8Array(document.output('arraybuffer'));
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
  });
});
