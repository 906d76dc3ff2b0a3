// One controller per page: finds every div.greenbook-widget (also ones added later), draws each
// into its own shadow root, re-draws when its data-* attributes change, and refreshes the prices
// of each every few seconds while the tab is visible. Widgets are independent: one failing or
// invalid never touches another.
import { drawWidget, type WidgetView } from './draw';
import { parseOptions, readAttributes, type WidgetOptions } from './options';
import type { Book, CatalogueMarket, WidgetsService } from './service';

export const WIDGET_SELECTOR = 'div.greenbook-widget';
/** Prices refresh this often while the page is visible. */
export const PRICE_REFRESH_MS = 5_000;
/** The market list of a multiple-markets widget is asked again this often (markets start and close). */
export const CATALOGUE_REFRESH_MS = 60_000;

interface Mounted {
  readonly root: ShadowRoot;
  abort: AbortController;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Attributes of the last draw, to skip mutations that change nothing. */
  signature: string;
  refresh: (() => void) | undefined;
}

export interface ControllerEnvironment {
  readonly document: Document;
  readonly origin: string;
  readonly service: WidgetsService;
  readonly languages: () => readonly string[];
  readonly now: () => Date;
  readonly log: (message: string, error?: unknown) => void;
}

export class WidgetController {
  private readonly mounted = new WeakMap<Element, Mounted>();
  private readonly live = new Set<Element>();
  private observer: MutationObserver | undefined;

  constructor(private readonly env: ControllerEnvironment) {}

  start(): void {
    const { document } = this.env;
    this.scan(document);
    this.observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          if (record.target instanceof Element) this.update(record.target);
        } else for (const node of Array.from(record.addedNodes)) if (node instanceof Element) this.scan(node);
      }
      // Widgets taken off the page stop asking for prices.
      for (const element of this.live) if (!element.isConnected) this.stop(element);
    });
    this.observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible') return;
      for (const element of this.live) this.mounted.get(element)?.refresh?.();
    });
  }

  private scan(root: ParentNode & Node): void {
    if (root instanceof Element && root.matches(WIDGET_SELECTOR)) this.update(root);
    for (const element of Array.from(root.querySelectorAll(WIDGET_SELECTOR))) this.update(element);
  }

  private stop(element: Element): void {
    const mounted = this.mounted.get(element);
    this.live.delete(element);
    if (mounted === undefined) return;
    mounted.abort.abort();
    clearTimeout(mounted.timer);
    mounted.refresh = undefined;
  }

  /** Draws the element again when it is a widget whose attributes changed (or new). */
  update(element: Element): void {
    if (!element.matches(WIDGET_SELECTOR)) return;
    const attributes = readAttributes(element);
    const signature = JSON.stringify(attributes);
    let mounted = this.mounted.get(element);
    if (mounted?.signature === signature && this.live.has(element)) return;
    if (mounted === undefined) {
      // A shadow root someone else attached (or a second copy of this script) is left alone.
      if (element.shadowRoot !== null) return;
      mounted = {
        root: element.attachShadow({ mode: 'open' }),
        abort: new AbortController(),
        timer: undefined,
        signature,
        refresh: undefined,
      };
      this.mounted.set(element, mounted);
    }
    this.stop(element);
    mounted.signature = signature;
    mounted.abort = new AbortController();
    this.live.add(element);
    const parsed = parseOptions(attributes, this.env.languages());
    if (!parsed.ok) {
      this.env.log(`greenbook widget: ${parsed.reason}`);
      drawWidget(mounted.root, { state: 'invalid', language: parsed.language }, this.env.origin);
      return;
    }
    void this.run(mounted, parsed.options);
  }

  private draw(mounted: Mounted, view: WidgetView): void {
    drawWidget(mounted.root, view, this.env.origin);
  }

  private async run(mounted: Mounted, options: WidgetOptions): Promise<void> {
    const { service, now, document } = this.env;
    const signal = mounted.abort.signal;
    // A function, not the property: the signal can abort while a call is awaited.
    const stopped = (): boolean => signal.aborted;
    this.draw(mounted, { state: 'loading', options });
    let markets: CatalogueMarket[] = [];
    let listedAt = -Infinity;
    let marketId: string | undefined;
    const tick = async (): Promise<void> => {
      clearTimeout(mounted.timer);
      mounted.timer = undefined;
      if (stopped()) return;
      try {
        if (options.type === 'one_market' && marketId === undefined) {
          marketId = options.marketId === '-1' ? await service.defaultMarketId(signal) : options.marketId;
          if (marketId === undefined) {
            this.draw(mounted, { state: 'empty', options });
            return;
          }
        }
        if (now().getTime() - listedAt >= CATALOGUE_REFRESH_MS) {
          markets = await service.catalogue(options, marketId, now(), signal);
          listedAt = now().getTime();
        }
        if (markets.length === 0) this.draw(mounted, { state: 'empty', options });
        else {
          const books = await service.books(
            markets.map((market) => market.marketId),
            options.currency,
            signal,
          );
          const open = books.filter((book) => book.status !== 'CLOSED');
          const byId = new Map<string, Book>(open.map((book) => [book.marketId, book]));
          const shown = markets.filter((market) => byId.has(market.marketId));
          // Closed markets leave the list; the next catalogue call finds their successors.
          if (shown.length < markets.length) listedAt = -Infinity;
          if (!stopped())
            this.draw(
              mounted,
              shown.length === 0
                ? { state: 'empty', options }
                : { state: 'markets', options, markets: shown, books: byId },
            );
        }
      } catch (error) {
        if (stopped()) return;
        this.env.log('greenbook widget: the widgets service did not answer', error);
        listedAt = -Infinity;
        this.draw(mounted, { state: 'unavailable', options });
      }
      if (stopped()) return;
      // Hidden tabs ask nothing; becoming visible refreshes at once (start()).
      if (document.visibilityState === 'visible')
        mounted.timer = setTimeout(() => void guarded(), PRICE_REFRESH_MS);
    };
    let inFlight = false;
    const guarded = async (): Promise<void> => {
      inFlight = true;
      try {
        await tick();
      } finally {
        inFlight = false;
      }
    };
    // The tab became visible again: refresh now (a hidden tab left no timer running).
    mounted.refresh = () => {
      if (!inFlight && !stopped()) void guarded();
    };
    await guarded();
  }
}
