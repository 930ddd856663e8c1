import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Consumption } from '@orbit/contract';
import { walletMonthFigures } from '@orbit/domain';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { testRide } from '../../test-support/consumptionFixture.ts';
import { WalletMonthCard } from './WalletMonthCard.tsx';

const rides: Consumption[] = [0, 6, 6, 6].map((chargedAmount, index) => ({
  ...testRide,
  id: index + 1,
  chargedAmount,
}));
const month = (count: number) => ({
  results: rides,
  meta: { count, limit: 5000, offset: 0 },
  customersAmount: 12,
  previousCustomersAmount: 10,
  totalCreditsAdded: 90,
});

describe('WalletMonthCard', () => {
  it('shows every figure of the month with the trend of consumers', () => {
    render(
      <I18nextProvider i18n={createI18n({ language: 'en' })}>
        <OrbitThemeProvider>
          <WalletMonthCard
            month="2026-05-01T00:00:00.000Z"
            timeZone="UTC"
            figures={walletMonthFigures(month(4), { tickets: 1500 })}
            bigMacCoins={24}
          />
        </OrbitThemeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Month of May 2026' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Tickets' }).textContent).toContain('1,500');
    expect(screen.getByRole('group', { name: 'Consumers' }).textContent).toContain('Up');
    expect(screen.getByRole('group', { name: 'Credits inserted' }).textContent).toContain('90');
    expect(screen.getByRole('group', { name: 'Tickets per Big Mac' }).textContent).toContain('16');
  });
});
