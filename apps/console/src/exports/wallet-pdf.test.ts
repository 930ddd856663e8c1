import { describe, expect, it } from 'vitest';
import { createI18n } from '@orbit/i18n';
import { mockConsumptions, mockWalletRecords } from '@orbit/mocks';
import { buildWalletConsumptionsPdf, walletConsumptionsPdfTable } from './wallet-consumptions-pdf.ts';
import { buildWalletRecordsPdf, walletPdfFileName, walletRecordsPdfTable } from './wallet-records-pdf.ts';

const i18n = createI18n({ language: 'en' });
const t = i18n.t.bind(i18n);

describe('walletPdfFileName', () => {
  it('names the file from the user name, plus the last six characters of a single licence key', () => {
    expect(walletPdfFileName('  João Conceição ', 'wallet-records')).toBe('joao-conceicao-wallet-records.pdf');
    expect(walletPdfFileName('Carlos Mendes', 'wallet-consumptions', 'NF5L-8AZ8-2VNH-P8V9-4W6H')).toBe(
      'carlos-mendes-wallet-consumptions-9-4W6H.pdf',
    );
  });
});

describe('wallet PDF tables', () => {
  it('lists the coin records as on screen', () => {
    const table = walletRecordsPdfTable(mockWalletRecords.slice(0, 2), { language: 'en', timeZone: 'UTC', t });
    expect(table.head).toEqual(['Date', 'Coins', 'Record']);
    const [first] = mockWalletRecords;
    expect(table.body[0]?.slice(1)).toEqual([`+${first?.amount.toLocaleString('en')}`, '#500']);
  });
  it('lists the rides with masked keys', () => {
    const rides = mockConsumptions.slice(0, 1);
    const table = walletConsumptionsPdfTable(rides, { language: 'en', timeZone: 'UTC', t });
    expect(table.head).toHaveLength(10);
    expect(table.body[0]?.[2]).toBe(`****${rides[0]?.licenseKey.slice(-8)}`);
  });
});

describe('building the wallet PDFs', () => {
  it('makes landscape documents named after the user', async () => {
    const records = await buildWalletRecordsPdf({
      userName: 'Carlos Mendes',
      records: mockWalletRecords,
      coinsBalance: 100,
      language: 'en',
      timeZone: 'UTC',
      t,
    });
    expect(records.fileName).toBe('carlos-mendes-wallet-records.pdf');
    const page = records.document.internal.pageSize;
    expect(page.getWidth()).toBeGreaterThan(page.getHeight());

    const key = mockConsumptions[0]?.licenseKey ?? '';
    const oneLicense = mockConsumptions.filter((ride) => ride.licenseKey === key);
    const consumptions = await buildWalletConsumptionsPdf({
      userName: 'Carlos Mendes',
      rides: oneLicense,
      month: '2026-05-01T00:00:00.000Z',
      language: 'en',
      timeZone: 'UTC',
      t,
    });
    expect(consumptions.fileName).toBe(`carlos-mendes-wallet-consumptions-${key.slice(-6)}.pdf`);
  });
});
