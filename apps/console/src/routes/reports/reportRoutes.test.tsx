import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getResponse, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { errorMessages } from '@orbit/contract';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockNow, mockReportLicenses, mockReportRides, mockUsers } from '@orbit/mocks';
import { App } from '../../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });
const firstRender = { timeout: 10_000 };
/** A whole screen driven by a person's clicks, on a busy 2-core machine. */
const journey = { timeout: 60_000 };
const clientLicenses = mockReportLicenses.filter((license) => license.userId === mockUsers.client.id);

/** Opens a console address as the admin, the clock running from the mock "now" (so "last month" is April 2026). */
function renderAt(path: string, children?: ReactNode) {
  // A desktop screen: two months in the calendar, tables rather than cards (jsdom has no media queries).
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  const realNow = Date.now.bind(Date);
  const offset = Date.parse(mockNow) - realNow();
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...createHandlers({ signedInAs: mockUsers.admin }));
  render(
    <App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]}>
      {children}
    </App>,
  );
  return userEvent.setup();
}

/** Shows the address the app is at, and goes back in its history, as a browser's bar and Back button do. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

const address = () => screen.getByTestId('address').textContent ?? '';

/** The JSON bodies of the calls to `path`, as they are sent. */
function bodiesTo(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

async function pick(user: ReturnType<typeof userEvent.setup>, picker: RegExp, option: RegExp) {
  const combobox = await screen.findByRole('combobox', { name: picker }, firstRender);
  // The picker stays disabled until its choices arrive from the API, and a click on it then opens nothing.
  await waitFor(() => expect(combobox.hasAttribute('disabled')).toBe(false));
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

async function pickLastMonth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Period/ }));
  await user.click(screen.getByRole('button', { name: 'Last month' }));
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('reports list', () => {
  it('shows a card per report, each leading to its screen', journey, async () => {
    renderAt('/dash/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' }, firstRender)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^View / })).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'View Wallet statement' }).getAttribute('href')).toBe(
      '/dash/admin/reports/customer-acount',
    );
  });
});

describe('rides report', () => {
  it(
    'asks for nothing before Search, then for the chosen licences over last month in the staff member’s zone',
    journey,
    async () => {
      const bodies = bodiesTo('/api/admin/reports/consumptions');
      const user = renderAt('/dash/admin/reports/rides');
      expect(await screen.findByText(/then press Search/, undefined, firstRender)).toBeTruthy();
      await pick(user, /Clients/, new RegExp(mockUsers.client.name));
      const [first, second] = clientLicenses;
      await waitFor(() => expect(screen.getByRole('combobox', { name: /Licences/ })).toHaveProperty('disabled', false));
      await pick(user, /Licences/, new RegExp(first?.label ?? ''));
      await pick(user, /Licences/, new RegExp(second?.label ?? ''));
      await pickLastMonth(user);
      expect(bodies).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      const table = await screen.findByRole('table', { name: 'Rides' });
      expect(within(table).getByRole('rowheader', { name: 'Total of the period' })).toBeTruthy();
      expect(bodies).toEqual([
        {
          id: [mockUsers.client.id],
          licensesKey: [first?.key, second?.key],
          // April in São Paulo, the admin's zone: 00:00 to 23:59 of the last day, taken whole.
          startAt: '2026-04-01T03:00:00.000Z',
          endAt: '2026-05-01T03:00:00.000Z',
        },
      ]);
    },
  );

  it('exports every record after confirming, retrying a failed part, and saves them all', journey, async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:report'),
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = renderAt('/dash/admin/reports/rides');
    let csvCalls = 0;
    server.use(
      http.post('*/api/admin/reports/consumptions/csv', () => {
        csvCalls += 1;
        // The first attempt fails; the download asks again by itself.
        if (csvCalls === 1) return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
        return undefined;
      }),
    );
    await pick(user, /Clients/, new RegExp(mockUsers.client.name));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Select all licences' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Select all licences' }));
    await pickLastMonth(user);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Rides' });
    const keys = new Set(clientLicenses.map((license) => license.key));
    const expected = mockReportRides.filter(
      (ride) =>
        keys.has(ride.licenseKey) &&
        ride.consumedAt >= '2026-04-01T03:00:00.000Z' &&
        ride.consumedAt < '2026-05-01T03:00:00.000Z',
    ).length;

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'All records (CSV)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export all records' });
    expect(dialog.textContent).toContain(`The report will contain ${expected} records. Do you want to continue?`);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      (await screen.findByText(`${expected} records saved in rides-2026-05-15.csv.`, undefined, { timeout: 10_000 }))
        .textContent,
    ).toBeTruthy();
    expect(csvCalls).toBe(2);
    const text = await saved[0]?.text();
    expect(text?.trimEnd().split('\r\n')).toHaveLength(expected + 1);
  });

  it('says when other exports of the same person are running, and exports once asked again', journey, async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = renderAt('/dash/admin/reports/rides');
    let csvCalls = 0;
    server.use(
      http.post('*/api/admin/reports/consumptions/csv', () => {
        csvCalls += 1;
        if (csvCalls > 1) return undefined;
        return HttpResponse.json(
          { message: errorMessages.tooManyExports },
          { status: 429, headers: { 'Retry-After': '10' } },
        );
      }),
    );
    await pick(user, /Clients/, new RegExp(mockUsers.client.name));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Select all licences' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Select all licences' }));
    await pickLastMonth(user);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Rides' });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'All records (CSV)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export all records' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const refused = await screen.findByRole('alert');
    expect(refused.textContent).toContain(
      'Other exports of yours are still running. Wait for one to finish, then try again.',
    );
    // A refusal is not retried by itself: the person asks again.
    expect(csvCalls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(/records saved in rides-2026-05-15\.csv\./, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(csvCalls).toBe(2);
  });
});

describe('report addresses', () => {
  const april = 'from=2026-04-01T00%3A00&to=2026-04-30T23%3A59&tz=America%2FSao_Paulo';
  const aprilBody = { startAt: '2026-04-01T03:00:00.000Z', endAt: '2026-05-01T03:00:00.000Z' };

  it('opens a linked search with its results, without pressing Search', journey, async () => {
    const bodies = bodiesTo('/api/admin/reports/consumptions');
    renderAt(`/dash/admin/reports/rides?clients=${mockUsers.client.id}&licenses=all&${april}`);
    expect(await screen.findByRole('rowheader', { name: 'Total of the period' }, firstRender)).toBeTruthy();
    expect(bodies).toEqual([
      {
        id: [mockUsers.client.id],
        licensesKey: expect.arrayContaining(clientLicenses.map((license) => license.key)) as unknown,
        ...aprilBody,
      },
    ]);
    expect((bodies[0] as { licensesKey: unknown[] }).licensesKey).toHaveLength(clientLicenses.length);
    // The filters show what the results answer.
    expect(screen.getByRole('button', { name: /^Period/ }).textContent).toMatch(/2026|Apr/);
  });

  it('remembers the density the reader chose for the report', journey, async () => {
    const path = `/dash/admin/reports/rides?clients=${mockUsers.client.id}&licenses=all&${april}`;
    const user = renderAt(path);
    await screen.findByRole('rowheader', { name: 'Total of the period' }, firstRender);
    expect(screen.getByRole('table', { name: 'Rides' }).getAttribute('data-density')).toBe('compact');
    // The radio is drawn by its label, which takes the click.
    await user.click(screen.getByRole('radio', { name: 'Comfortable' }).closest('label') ?? document.body);
    expect(screen.getByRole('table', { name: 'Rides' }).getAttribute('data-density')).toBe('comfortable');
    cleanup();
    // renderAt sets the clock again.
    vi.restoreAllMocks();
    renderAt(path);
    await screen.findByRole('rowheader', { name: 'Total of the period' }, firstRender);
    expect(screen.getByRole('table', { name: 'Rides' }).getAttribute('data-density')).toBe('comfortable');
    localStorage.clear();
  });

  it('leaves out clients of the link the reader may not see, and falls back on damaged values', journey, async () => {
    const bodies = bodiesTo('/api/admin/reports/tickets/log');
    // Made in Lisbon: April there, the same instants for this reader in São Paulo.
    const lisbon = 'from=2026-04-01T00%3A00&to=2026-04-30T23%3A59&tz=Europe%2FLisbon';
    renderAt(`/dash/admin/reports/coins?clients=${mockUsers.client.id},999999&${lisbon}&page=zero`);
    await waitFor(() => expect(bodies).toHaveLength(1), firstRender);
    expect(bodies).toEqual([
      {
        usersId: [mockUsers.client.id],
        startAt: '2026-03-31T23:00:00.000Z',
        endAt: '2026-04-30T23:00:00.000Z',
        offset: 0,
      },
    ]);
  });

  it('writes a search and its pages into the address, and back walks them', journey, async () => {
    const user = renderAt('/dash/admin/reports/rides', <AddressBar />);
    const pagesAsked: string[] = [];
    // After renderAt's handlers, so this one answers first.
    server.use(
      http.post('*/api/admin/reports/consumptions', async ({ request }) => {
        pagesAsked.push(new URL(request.url).searchParams.get('page') ?? '');
        // The mock's answer, said to be one of 12,000 rides so the report has pages.
        const answer = await getResponse(createHandlers({ signedInAs: mockUsers.admin }), request);
        const json = (await answer?.json()) as { meta: { count: number } };
        return HttpResponse.json({ ...json, meta: { ...json.meta, count: 12_000 } });
      }),
    );
    await pick(user, /Clients/, new RegExp(mockUsers.client.name));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Select all licences' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Select all licences' }));
    await pickLastMonth(user);
    // Filters chosen but not searched stay out of the address.
    expect(address()).toBe('/dash/admin/reports/rides');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Rides' });
    expect(address()).toBe(`/dash/admin/reports/rides?clients=${mockUsers.client.id}&licenses=all&${april}`);

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(address()).toMatch(/&page=2$/));
    await waitFor(() => expect(pagesAsked).toEqual(['1', '2']));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(address()).not.toMatch(/page=/));
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(address()).toBe('/dash/admin/reports/rides');
    expect(await screen.findByText(/then press Search/)).toBeTruthy();
  });

  it('opens a linked wallet statement, and writes a found one', journey, async () => {
    const user = renderAt(
      `/dash/admin/reports/customer-acount?client=${mockUsers.client.id}&from=2026-04-01&to=2026-04-30&tz=UTC`,
      <AddressBar />,
    );
    expect(await screen.findByRole('table', { name: 'Wallet statement' }, firstRender)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(address()).toBe('/dash/admin/reports/customer-acount');
    await pick(user, /Client/, new RegExp(mockUsers.client.name));
    await pickLastMonth(user);
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('table', { name: 'Wallet statement' })).toBeTruthy();
    expect(address()).toBe(
      `/dash/admin/reports/customer-acount?client=${mockUsers.client.id}&from=2026-04-01&to=2026-04-30&tz=America%2FSao_Paulo`,
    );
  });
});

describe('consumption by month', () => {
  it('searches by itself once countries and a period are chosen', journey, async () => {
    const bodies = bodiesTo('/api/admin/reports/consumptions/bymonth');
    const user = renderAt('/dash/admin/reports/consumption-by-month');
    expect(await screen.findByText(/appears by itself/, undefined, firstRender)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    await pick(user, /Countries/, /^Brazil/);
    await pickLastMonth(user);
    expect(await screen.findByRole('img', { name: /Customers per month/ })).toBeTruthy();
    expect(bodies).toEqual([
      {
        countries: [76],
        licenseType: 'all',
        startAt: '2026-04-01T03:00:00.000Z',
        endAt: '2026-05-01T03:00:00.000Z',
        offset: 0,
        timezone: 'America/Sao_Paulo',
      },
    ]);
  });
});

describe('wallet statement', () => {
  it('finds a client’s statement with the five summary cards', journey, async () => {
    const user = renderAt('/dash/admin/reports/customer-acount');
    await pick(user, /Client/, new RegExp(mockUsers.client.name));
    await pickLastMonth(user);
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('table', { name: 'Wallet statement' })).toBeTruthy();
    for (const card of ['Rides', 'Customers', 'Credits added', 'Credits added on keyboard', 'Credits expired']) {
      expect(screen.getByRole('group', { name: card }).textContent).toMatch(/\d/);
    }
  });
});

describe('licence search', () => {
  it('finds licences by the last characters of their key', journey, async () => {
    const user = renderAt('/dash/admin/reports/search-license');
    const license = clientLicenses[0];
    const field = await screen.findByRole('textbox', { name: /Last characters of the key/ }, firstRender);
    await user.type(field, `${license?.key.slice(-8)}{Enter}`);
    const table = await screen.findByRole('table', { name: 'Search licence' });
    expect(within(table).getByText(license?.label ?? '')).toBeTruthy();
  });
});

describe('admin guard', () => {
  it('sends a client away from the reports', journey, async () => {
    configureApiClient({ baseUrl: 'http://console.test' });
    server.use(...createHandlers({ signedInAs: mockUsers.client }));
    render(<App queryClient={createQueryClient()} i18n={i18n} initialEntries={['/dash/admin/reports/rides']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, firstRender)).toBeTruthy();
  });
});
