// The widget drawn in jsdom against a scripted widgets service: what each attribute set draws,
// that nothing from the attributes or the answers is parsed as HTML, the refresh cycle on fake
// timers, and the MutationObserver's new and changed widgets.
import { encodeWidgetText } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICE_REFRESH_MS, WidgetController } from './controller';
import { WIDGETS_SERVICE_PATH, WidgetsService } from './service';

const ORIGIN = 'https://product.example';

interface Call {
  readonly operation: string;
  readonly body: Record<string, unknown>;
}

const catalogue = (
  id: string,
  runners: readonly [number, string][],
  event = { id: '30001', name: 'Arsenal v Chelsea' },
) => ({
  marketId: id,
  marketName: 'Match Odds',
  marketStartTime: '2026-11-25T20:00:00.000Z',
  event,
  runners: runners.map(([selectionId, runnerName], index) => ({
    selectionId,
    runnerName,
    sortPriority: index + 1,
  })),
});

const book = (
  id: string,
  prices: readonly [number, number, number][],
  extra: Record<string, unknown> = {},
) => ({
  marketId: id,
  status: 'OPEN',
  inPlay: false,
  runners: prices.map(([selectionId, back, lay]) => ({
    selectionId,
    status: 'ACTIVE',
    ex: { availableToBack: [{ price: back, size: 120 }], availableToLay: [{ price: lay, size: 80 }] },
  })),
  ...extra,
});

let calls: Call[];
let answer: (call: Call) => unknown;
let controller: WidgetController;

function fetcher(input: string, init?: RequestInit): Promise<Response> {
  const url = input;
  expect(url.startsWith(`${ORIGIN}${WIDGETS_SERVICE_PATH}`)).toBe(true);
  expect(init?.credentials).toBe('omit');
  const operation = url.slice(`${ORIGIN}${WIDGETS_SERVICE_PATH}`.length).replace(/\/$/, '');
  const call = { operation, body: JSON.parse(init?.body as string) as Record<string, unknown> };
  calls.push(call);
  const body = answer(call);
  if (body instanceof Response) return Promise.resolve(body);
  return Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

function mount(attributes: Record<string, string>): HTMLDivElement {
  const element = document.createElement('div');
  element.className = 'greenbook-widget';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const shadow = (element: Element): ShadowRoot => {
  if (element.shadowRoot === null) throw new Error('no shadow root');
  return element.shadowRoot;
};
const state = (element: Element) => shadow(element).querySelector<HTMLElement>('.w')?.dataset['state'];
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00.000Z'));
  calls = [];
  answer = ({ operation, body }) => {
    const ids = (body['marketIds'] ??
      (body['filter'] as { marketIds?: string[] }).marketIds ?? ['1.100']) as string[];
    return operation === 'listMarketCatalogue'
      ? ids.map((id) =>
          catalogue(id, [
            [11, 'Arsenal'],
            [12, 'Chelsea'],
            [13, 'The Draw'],
          ]),
        )
      : ids.map((id) =>
          book(id, [
            [11, 2.5, 2.52],
            [12, 3.1, 3.15],
            [13, 3.4, 3.5],
          ]),
        );
  };
  controller = new WidgetController({
    document,
    origin: ORIGIN,
    service: new WidgetsService(ORIGIN, fetcher as typeof fetch),
    languages: () => ['en-GB'],
    now: () => new Date(),
    log: () => undefined,
  });
});

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the embeddable widget', () => {
  it('draws one market by id with its runners and best back/lay prices in the chosen currency and language', async () => {
    const widget = mount({
      'data-widget-type': 'one_market',
      'data-widget-id': '1.234',
      'data-lang': 'pt',
      'data-currency': 'EUR',
      'data-bonus-link-rfr': 'aff7',
    });
    controller.start();
    await settle();
    expect(state(widget)).toBe('markets');
    const root = shadow(widget);
    expect(calls[0]).toEqual({
      operation: 'listMarketCatalogue',
      body: expect.objectContaining({ filter: { marketIds: ['1.234'] }, maxResults: 1 }) as unknown,
    });
    expect(calls[1]).toEqual({
      operation: 'listMarketBook',
      body: { marketIds: ['1.234'], priceProjection: { priceData: ['EX_BEST_OFFERS'] }, currencyCode: 'EUR' },
    });
    const rows = Array.from(root.querySelectorAll('tbody tr')).map((row) => row.textContent);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Arsenal');
    expect(rows[0]).toContain('2.5');
    expect(rows[0]).toContain('2.52');
    expect(rows[0]).toMatch(/€\s?120/);
    expect(root.querySelector('.w')?.getAttribute('lang')).toBe('pt');
    expect(root.querySelector('thead')?.textContent).toContain('Lay');
    const link = root.querySelector<HTMLAnchorElement>('h3 a');
    expect(link?.href).toBe(`${ORIGIN}/market/30001/1.234?rfr=aff7`);
    expect(link?.target).toBe('_blank');
    expect(link?.rel).toBe('noopener');
  });

  it('writes an English start time the British way: day before month, a 24-hour clock', async () => {
    const widget = mount({ 'data-widget-type': 'one_market', 'data-widget-id': '1.234', 'data-lang': 'en' });
    controller.start();
    await settle();
    // 'Wed 25 Nov, 20:00' at UTC (the day and hour move with the machine's zone), never US
    // English's 'Wed, Nov 25, 08:00 PM'.
    expect(shadow(widget).querySelector('h3 time')?.textContent).toMatch(
      /^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d\d:\d\d$/u,
    );
  });

  it('replaces market -1 by the first market of the default lookup', async () => {
    const widget = mount({ 'data-widget-type': 'one_market' });
    controller.start();
    await settle();
    expect(calls[0]).toEqual({
      operation: 'listMarketCatalogue',
      body: {
        filter: { eventTypeIds: ['1'], marketTypeCodes: ['WINNER', 'TOURNAMENT_WINNER'] },
        maxResults: 1,
        sort: 'MAXIMUM_AVAILABLE',
      },
    });
    expect(calls[1]?.body).toMatchObject({ filter: { marketIds: ['1.100'] } });
    expect(state(widget)).toBe('markets');
  });

  it('asks the catalogue with the multiple-markets filters and draws each market', async () => {
    const widget = mount({
      'data-widget-eventtypeids': '1',
      'data-widget-marketcountries': 'GB',
      'data-widget-markettypecodes': 'MATCH_ODDS',
      'data-widget-markets-sort': 'MAXIMUM_TRADED',
      'data-widget-markets-count': '2',
      'data-widget-marketstarttime-next-hours': '24',
      'data-widget-title': encodeWidgetText('Top football'),
    });
    answer = ({ operation, body }) =>
      operation === 'listMarketCatalogue'
        ? [
            catalogue('1.1', [
              [11, 'A'],
              [12, 'B'],
            ]),
            catalogue('1.2', [
              [21, 'C'],
              [22, 'D'],
            ]),
          ]
        : (body['marketIds'] as string[]).map((id) =>
            book(id, [
              [11, 2, 2.02],
              [21, 5, 5.1],
            ]),
          );
    controller.start();
    await settle();
    expect(calls[0]?.body).toEqual({
      filter: {
        eventTypeIds: ['1'],
        marketCountries: ['GB'],
        marketTypeCodes: ['MATCH_ODDS'],
        marketStartTime: { from: '2026-11-25T12:00:00.000Z', to: '2026-11-26T12:00:00.000Z' },
      },
      marketProjection: ['EVENT', 'MARKET_START_TIME', 'RUNNER_DESCRIPTION'],
      sort: 'MAXIMUM_TRADED',
      maxResults: 2,
    });
    const root = shadow(widget);
    expect(root.querySelector('h2')?.textContent).toBe('Top football');
    expect(root.querySelectorAll('section[data-market-id]')).toHaveLength(2);
  });

  it('refreshes the prices every few seconds and stops while the tab is hidden', async () => {
    const widget = mount({ 'data-widget-type': 'one_market', 'data-widget-id': '1.234' });
    let back = 2.5;
    answer = ({ operation }) =>
      operation === 'listMarketCatalogue'
        ? [catalogue('1.234', [[11, 'Arsenal']])]
        : [book('1.234', [[11, back, 2.6]])];
    controller.start();
    await settle();
    expect(shadow(widget).querySelector('td.b')?.getAttribute('data-price')).toBe('2.5');
    back = 2.44;
    await vi.advanceTimersByTimeAsync(PRICE_REFRESH_MS);
    expect(shadow(widget).querySelector('td.b')?.getAttribute('data-price')).toBe('2.44');
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await vi.advanceTimersByTimeAsync(PRICE_REFRESH_MS);
    const asked = calls.length;
    await vi.advanceTimersByTimeAsync(PRICE_REFRESH_MS * 5);
    expect(calls.length).toBe(asked);
    hidden.mockReturnValue('visible');
    back = 2.3;
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(shadow(widget).querySelector('td.b')?.getAttribute('data-price')).toBe('2.3');
  });

  it('shows the empty state for invalid attributes and asks the service nothing, while a valid neighbour draws', async () => {
    const bad = mount({ 'data-widget-title': '<img src=x onerror="window.pwned=1">', 'data-lang': 'es' });
    const good = mount({ 'data-widget-type': 'one_market', 'data-widget-id': '1.5' });
    controller.start();
    await settle();
    expect(state(bad)).toBe('invalid');
    expect(shadow(bad).querySelector('[role=status]')?.textContent).toBe(
      'Este widget no se puede mostrar: su configuración no es válida.',
    );
    expect(shadow(bad).querySelector('img')).toBeNull();
    expect(state(good)).toBe('markets');
    expect(calls.every((call) => JSON.stringify(call.body).includes('1.5'))).toBe(true);
  });

  it('draws names from the service as text, never as HTML', async () => {
    answer = ({ operation }) =>
      operation === 'listMarketCatalogue'
        ? [catalogue('1.9', [[11, '<img src=x onerror=alert(1)>']], { id: '1', name: '<b>bold</b>' })]
        : [book('1.9', [[11, 2, 3]])];
    const widget = mount({ 'data-widget-type': 'one_market', 'data-widget-id': '1.9' });
    controller.start();
    await settle();
    const root = shadow(widget);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('tbody th')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('shows the unavailable state when the service refuses, and no markets when none match', async () => {
    answer = () => new Response('{"error":"TOO_MANY_REQUESTS"}', { status: 429 });
    const refused = mount({ 'data-widget-type': 'one_market', 'data-widget-id': '1.9' });
    controller.start();
    await settle();
    expect(state(refused)).toBe('unavailable');
    answer = () => [];
    const none = mount({ 'data-widget-eventtypeids': '99' });
    await settle();
    expect(state(none)).toBe('empty');
  });

  it('draws widgets added later and again when their attributes change; a foreign shadow root is left alone', async () => {
    controller.start();
    const later = mount({ 'data-widget-type': 'one_market', 'data-widget-id': '1.7' });
    await settle();
    expect(state(later)).toBe('markets');
    later.setAttribute('data-currency', 'XYZ');
    await settle();
    expect(state(later)).toBe('invalid');
    later.setAttribute('data-currency', 'USD');
    await settle();
    expect(state(later)).toBe('markets');
    expect(calls.at(-1)?.body).toMatchObject({ currencyCode: 'USD' });
    const taken = document.createElement('div');
    const theirs = taken.attachShadow({ mode: 'open' });
    taken.className = 'greenbook-widget';
    document.body.append(taken);
    await settle();
    expect(theirs.childNodes).toHaveLength(0);
  });

  it('stops asking for prices when its element leaves the page', async () => {
    const widget = mount({ 'data-widget-type': 'one_market', 'data-widget-id': '1.7' });
    controller.start();
    await settle();
    widget.remove();
    await settle();
    const asked = calls.length;
    await vi.advanceTimersByTimeAsync(PRICE_REFRESH_MS * 3);
    expect(calls.length).toBe(asked);
  });
});
