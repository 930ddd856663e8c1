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

describe('a report address opened by a staff member in another time zone', () => {
  const april = { start: '2026-04-01T00:00', end: '2026-04-30T23:59' };
  const lisbonLink =
    '/dash/admin/reports/consumption-by-month?countries=76&from=2026-04-01T00%3A00&to=2026-04-30T23%3A59&tz=Europe%2FLisbon';

  function openedIn(ownTimeZone: string) {
    return renderHook(
      () => ({
        search: useReportSearch(fields, (filters, timeZone) => ({ range: filters.range, timeZone }), ownTimeZone, true),
        location: useLocation(),
      }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <MemoryRouter initialEntries={[lisbonLink]}>
            <QueryClientProvider client={createQueryClient()}>
              <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
            </QueryClientProvider>
          </MemoryRouter>
        ),
      },
    );
  }

  it('asks for the period and the months of the zone the link names, whoever opens it', () => {
    const inLisbon = openedIn('Europe/Lisbon').result.current.search;
    const inSaoPaulo = openedIn('America/Sao_Paulo').result.current.search;
    expect(inSaoPaulo.body).toEqual({ range: april, timeZone: 'Europe/Lisbon' });
    expect(inSaoPaulo.body).toEqual(inLisbon.body);
    expect(inSaoPaulo.timeZone).toBe('Europe/Lisbon');
    expect(inSaoPaulo.filters.range).toEqual(april);
    // Already in the link's zone: nothing to switch to.
    expect(inLisbon.switchToOwnTimeZone).toBeUndefined();
  });

  it('switches to the reader’s own zone on request: the same instants on their clock, from the first page', async () => {
    const { result } = openedIn('America/Sao_Paulo');
    act(() => result.current.search.switchToOwnTimeZone?.());
    await waitFor(() => expect(result.current.search.timeZone).toBe('America/Sao_Paulo'));
    const inSaoPaulo = { start: '2026-03-31T20:00', end: '2026-04-30T19:59' };
    expect(result.current.search.body).toEqual({ range: inSaoPaulo, timeZone: 'America/Sao_Paulo' });
    expect(result.current.location.search).toBe(
      '?countries=76&from=2026-03-31T20%3A00&to=2026-04-30T19%3A59&tz=America%2FSao_Paulo',
    );
    expect(result.current.search.switchToOwnTimeZone).toBeUndefined();
  });
});
