import { describe, expect, it } from 'vitest';
import { parseTariff } from './TariffEditorDialog.tsx';

describe('parseTariff', () => {
  it('takes a whole number from 1 to 1000, spaces around it ignored', () => {
    expect(parseTariff('1')).toEqual({ coinsPerCustomer: 1 });
    expect(parseTariff(' 25 ')).toEqual({ coinsPerCustomer: 25 });
    expect(parseTariff('1000')).toEqual({ coinsPerCustomer: 1000 });
  });

  it('asks for a value when the field is empty', () => {
    expect(parseTariff('  ')).toEqual({ error: 'validation.required' });
  });

  it.each(['0', '1001', '-2', '2.5', '1e3', 'two', '+3'])('refuses %s', (text) => {
    expect(parseTariff(text)).toEqual({ error: 'adminClients.tariff.invalid' });
  });
});
