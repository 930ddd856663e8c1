import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import type { CategoryDatum } from '../ChartFrame/index.ts';
import { LineChart } from './LineChart.tsx';

const series = [
  { id: 'space', label: 'Space Odyssey' },
  { id: 'jungle', label: 'Jungle Run' },
];
const data: CategoryDatum[] = [
  { id: 'mon', label: 'Monday', values: { space: 12, jungle: 4 } },
  { id: 'tue', label: 'Tuesday', values: { space: 1500 } },
];

describe('LineChart', () => {
  it('draws a line per series, lists the numbers per day in the chosen language and hides a series', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n({ language: 'pt' })}>
        <OrbitThemeProvider>
          <LineChart title="Corridas por dia" data={data} series={series} palette="scenario" categoryHeader="Dia" />
        </OrbitThemeProvider>
      </I18nextProvider>,
    );
    const picture = screen.getByRole('img', { name: 'Corridas por dia' });
    expect(picture.querySelectorAll('[data-series]')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Tabela de dados de Corridas por dia' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DiaSpace OdysseyJungle Run', 'Monday124', 'Tuesday1.5000']);

    const toggle = screen.getByRole('button', { name: 'Jungle Run' });
    expect(toggle.getAttribute('title')).toBe('Ocultar Jungle Run');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(picture.querySelector('[data-series="jungle"]')).toBeNull();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DiaSpace Odyssey', 'Monday12', 'Tuesday1.500']);
  });
});
