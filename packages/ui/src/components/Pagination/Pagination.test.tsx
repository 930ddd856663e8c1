import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { Pagination } from './Pagination.tsx';

const i18n = createI18n({ language: 'en' });

function renderPagination(page: number, pageCount: number) {
  const onChange = vi.fn<(page: number) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <OrbitThemeProvider>
        <Pagination page={page} pageCount={pageCount} onChange={onChange} />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return onChange;
}

const shownPages = () => screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);

describe('Pagination', () => {
  it('shows a window of seven places with ellipses around the current page', () => {
    renderPagination(10, 20);
    expect(shownPages()).toEqual(['1', '9', '10', '11', '20']);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows every page when there are seven or fewer', () => {
    renderPagination(1, 7);
    expect(shownPages()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(screen.queryByText('…')).toBeNull();
  });

  it('disables previous on the first page and next on the last', () => {
    renderPagination(1, 1);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for the neighbouring pages and ignores a click on the current one', () => {
    const onChange = renderPagination(5, 20);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange.mock.calls).toEqual([[6], [4]]);
  });
});
