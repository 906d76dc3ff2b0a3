import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeInterfaceLanguage, initI18n } from '@/lib/i18n/i18n';
import { useSportsListStore } from '../../model/sports-list-store';
import { SPORTS_LIST_PLACEHOLDER_ROWS, SportsList } from './sports-list';

// A fixed clock: 25 Nov 2026, 20:00 local time (only Date is faked; waits use real timers).
const NOW = new Date(2026, 10, 25, 20, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
const time = (iso: string, language = 'en-GB') =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .replace(/\s/gu, ' '); // ICU puts a narrow no-break space before AM/PM; names are read with plain spaces

const TREE: Record<string, unknown[]> = {
  '/api/navigation/': [
    { id: '1', name: 'Soccer', type: 'EVENT_TYPE' },
    { id: '7', name: 'Horse Racing', type: 'EVENT_TYPE' },
  ],
  '/api/navigation/1': [{ id: '3201', name: 'Arsenal v Chelsea', type: 'EVENT', countryCode: 'GB' }],
  '/api/navigation/3201': [{ id: '1.501', name: 'Match Odds', type: 'MARKET', startTime: at(26, 15) }],
  '/api/navigation/7': [
    {
      id: '9001.2030',
      name: 'Kempton 25th Nov',
      type: 'RACE',
      startTime: at(25, 20, 30),
      venue: 'Kempton',
      countryCode: 'GB',
    },
    {
      id: '9002.1315',
      name: 'Ascot 26th Nov',
      type: 'RACE',
      startTime: at(26, 13, 15),
      venue: 'Ascot',
      countryCode: 'GB',
    },
  ],
  '/api/navigation/9002.1315': [
    {
      id: '1.777',
      name: '2m Hcap',
      type: 'MARKET',
      startTime: at(26, 13, 15),
      venue: 'Ascot',
      countryCode: 'GB',
    },
  ],
};

interface Call {
  readonly path: string;
  readonly locale: string | null;
}

function stubNavigation(answer: (path: string) => Promise<Response> | Response = defaultAnswer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      calls.push({ path, locale: new Headers(init?.headers).get('x-locale') });
      return answer(path);
    }),
  );
  return calls;
}

function defaultAnswer(path: string): Response {
  const body = TREE[path];
  return body === undefined ? new Response('{}', { status: 404 }) : Response.json(body);
}

function CurrentPath() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function renderList() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SportsList />
                <CurrentPath />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rows = (level: string) =>
  within(screen.getByRole('list', { name: level }))
    .getAllByRole('listitem')
    .map((item) => item.textContent.replace(/\s+/gu, ' '));
const breadcrumbs = () => screen.getByRole('navigation', { name: 'Where you are in the sports list' });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useSportsListStore.getState().showAllSports();
  await changeInterfaceLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Sports List tab', () => {
  it('descends from the sports to an event and opens its market', async () => {
    const calls = stubNavigation();
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Soccer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Arsenal v Chelsea' }));
    expect(
      within(breadcrumbs())
        .getAllByRole('button')
        .map((crumb) => crumb.textContent),
    ).toEqual(['Soccer', 'Arsenal v Chelsea']);
    expect(within(breadcrumbs()).getByRole('button', { name: 'Arsenal v Chelsea' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Match Odds' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/market/3201/1.501');
    expect(calls.map((call) => call.path)).toEqual([
      '/api/navigation/',
      '/api/navigation/1',
      '/api/navigation/3201',
    ]);
    expect(calls.every((call) => call.locale === 'en')).toBe(true);
  });

  it("shows races with flag, 'Tomorrow', start time and venue, and racing markets as time plus venue", async () => {
    stubNavigation();
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Horse Racing' }));
    await screen.findByRole('button', { name: /Ascot/ });
    expect(rows('Horse Racing')).toEqual([
      `GB ${time(at(25, 20, 30))} Kempton`,
      `GB Tomorrow ${time(at(26, 13, 15))} Ascot`,
    ]);
    expect(screen.getAllByRole('img', { name: 'Country: United Kingdom' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Ascot/ }));
    const market = await screen.findByRole('link', { name: `${time(at(26, 13, 15))} Ascot` });
    expect(market).toHaveAttribute('href', '/market/9002/1.777');
    expect(screen.queryByText('2m Hcap')).not.toBeInTheDocument();
  });

  it('goes back up with a breadcrumb and to the sports with See all sports', async () => {
    stubNavigation();
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Horse Racing' }));
    await userEvent.click(await screen.findByRole('button', { name: /Ascot/ }));
    await screen.findByRole('link', { name: /Ascot/ });
    await userEvent.click(within(breadcrumbs()).getByRole('button', { name: 'Horse Racing' }));
    expect(await screen.findByRole('button', { name: /Kempton/ })).toBeInTheDocument();
    expect(within(breadcrumbs()).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'See all sports' }));
    expect(await screen.findByRole('button', { name: 'Soccer' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows 20 placeholder rows while a level loads', () => {
    stubNavigation(() => new Promise<Response>(() => undefined));
    renderList();
    const placeholder = screen.getByRole('status', { name: 'Loading the sports list…' });
    // The rows are hidden from screen readers; the status names them.
    expect(placeholder.children).toHaveLength(SPORTS_LIST_PLACEHOLDER_ROWS);
  });

  it('says a level could not be loaded and loads it again on retry', async () => {
    let fail = true;
    stubNavigation((path) => (fail ? new Response('oops', { status: 502 }) : defaultAnswer(path)));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('The sports list could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Soccer' })).toBeInTheDocument();
  });

  it('speaks the chosen language: its locale to the server and its words and times', async () => {
    const calls = stubNavigation();
    await changeInterfaceLanguage('pt');
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Horse Racing' }));
    await screen.findByRole('button', { name: /Ascot/ });
    expect(rows('Horse Racing')[1]).toBe(`GB Amanhã ${time(at(26, 13, 15), 'pt')} Ascot`);
    expect(screen.getByRole('button', { name: 'Ver todos os esportes' })).toBeInTheDocument();
    expect(calls.every((call) => call.locale === 'pt')).toBe(true);
  });
});
