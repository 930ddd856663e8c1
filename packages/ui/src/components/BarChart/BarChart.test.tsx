import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { BarChart, type BarChartProps } from './BarChart.tsx';

const series = [
  { id: 'coaster', label: 'OrbitCoaster' },
  { id: 'bubble', label: 'BubbleCoaster' },
];
const data = [
  { id: 'jan', label: 'January', values: { coaster: 1200, bubble: 300 } },
  { id: 'feb', label: 'February', values: { coaster: 800, bubble: 450 } },
];

function renderChart(props: Partial<BarChartProps> = {}, language = 'en') {
  render(
    <I18nextProvider i18n={createI18n({ language })}>
      <OrbitThemeProvider>
        <BarChart title="Rides per month" data={data} series={series} {...props} />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { user: userEvent.setup() };
}

function dataTable() {
  return screen.getByRole('table', { name: 'Data table of Rides per month' });
}

describe('BarChart', () => {
  it('draws a named picture with one bar per series and category, and a table of its numbers', () => {
    renderChart();
    const picture = screen.getByRole('img', { name: 'Rides per month' });
    expect(picture.querySelectorAll('[data-series]')).toHaveLength(4);
    const rows = within(dataTable()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CategoryOrbitCoasterBubbleCoaster',
      'January1,200300',
      'February800450',
    ]);
  });

  it('hides and shows a series from its legend toggle, in the picture and the table', async () => {
    const { user } = renderChart();
    const legend = screen.getByRole('list', { name: 'Legend of Rides per month' });
    const toggle = within(legend).getByRole('button', { name: 'OrbitCoaster' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('title')).toBe('Hide OrbitCoaster');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('title')).toBe('Show OrbitCoaster');
    expect(screen.getByRole('img').querySelectorAll('[data-series="coaster"]')).toHaveLength(0);
    expect(
      within(dataTable())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Category', 'BubbleCoaster']);

    await user.click(toggle);
    expect(screen.getByRole('img').querySelectorAll('[data-series="coaster"]')).toHaveLength(2);
  });

  it('shows the tooltip of each category from the keyboard', async () => {
    const { user } = renderChart();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('img', { name: 'Rides per month' }));
    expect(screen.getByRole('status').textContent).toBe('January, OrbitCoaster: 1,200, BubbleCoaster: 300');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toBe('February, OrbitCoaster: 800, BubbleCoaster: 450');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says there is no data for the period instead of an empty picture, in the chosen language', () => {
    renderChart({ data: [] }, 'pt');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Rides per month' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
