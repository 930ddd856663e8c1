import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { PieChart } from './PieChart.tsx';

describe('PieChart', () => {
  it('lists each slice with its value and share, and recomputes shares when a slice is hidden', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n({ language: 'en' })}>
        <OrbitThemeProvider>
          <PieChart
            title="Rides per scenario"
            data={[
              { id: 'space', label: 'Space', value: 50 },
              { id: 'jungle', label: 'Jungle', value: 30 },
              { id: 'ocean', label: 'Ocean', value: 20 },
            ]}
          />
        </OrbitThemeProvider>
      </I18nextProvider>,
    );
    const table = screen.getByRole('table', { name: 'Data table of Rides per scenario' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CategoryValueShare', 'Space5050%', 'Jungle3030%', 'Ocean2020%']);
    expect(screen.getByRole('img', { name: 'Rides per scenario' }).querySelectorAll('[data-slice]')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Space' }));
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CategoryValueShare', 'Jungle3060%', 'Ocean2040%']);
    expect(screen.getByRole('img').querySelectorAll('[data-slice]')).toHaveLength(2);
  });

  it('says there is no data when every value is zero', () => {
    render(
      <I18nextProvider i18n={createI18n({ language: 'en' })}>
        <OrbitThemeProvider>
          <PieChart title="Rides per scenario" data={[{ id: 'space', label: 'Space', value: 0 }]} />
        </OrbitThemeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText('No data for the selected period.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
