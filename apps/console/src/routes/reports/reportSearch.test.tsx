import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { I18nextProvider, initI18n } from '@orbit/i18n';
import { createHandlers, mockUsers } from '@orbit/mocks';
import type { ReportFilterField } from '@orbit/ui';
import { useReportSearch } from './reportSearch.ts';

const server = setupServer(...createHandlers({ signedInAs: mockUsers.admin }));
beforeAll(() => {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });
const fields: readonly ReportFilterField[] = ['countries', 'range'];

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/dash/admin/reports/sales-by-month']}>
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

describe('a report that searches by itself', () => {
  it('keeps every edit in the address when the second comes before the first is drawn', async () => {
    const { result } = renderHook(
      () => ({ search: useReportSearch(fields, (filters) => filters, 'UTC', true), location: useLocation() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.search.countries.loading).toBe(false));
    const screen = result.current.search;
    const everyCountry = screen.countries.options.map((option) => option.value);
    const range = { start: '2026-04-01T00:00', end: '2026-04-30T23:59' };
    // "Select all countries", then a period from the same screen, before the new address is drawn.
    act(() => {
      screen.onFiltersChange({ ...screen.filters, countries: everyCountry });
      screen.onFiltersChange({ ...screen.filters, range });
    });
    await waitFor(() => expect(result.current.search.applied).not.toBeNull());
    expect(everyCountry.length).toBeGreaterThan(1);
    expect(result.current.search.applied?.countries).toEqual(everyCountry);
    expect(result.current.search.applied?.range).toEqual(range);
  });
});
