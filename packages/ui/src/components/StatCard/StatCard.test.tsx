import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { StatCard, type StatCardProps } from './StatCard.tsx';

function renderStatCard(props: Partial<StatCardProps> = {}, language = 'en') {
  render(
    <I18nextProvider i18n={createI18n({ language })}>
      <OrbitThemeProvider>
        <StatCard label="Rides this month" value="1,284" {...props} />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return screen.getByRole('group', { name: 'Rides this month' });
}

describe('StatCard', () => {
  it('is a group named by its label that holds the value', () => {
    expect(renderStatCard().textContent).toBe('Rides this month1,284');
  });

  it('reads the trend as a word in the chosen language', () => {
    expect(renderStatCard({ trend: 'down', hint: 'against April' }, 'fr').textContent).toContain('En baisse');
  });

  it('shows no footer without a hint or trend', () => {
    expect(renderStatCard().querySelectorAll('p')).toHaveLength(2);
  });
});
