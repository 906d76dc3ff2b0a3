// The inject script served at /embed/widget.js (issue 20 §2). The embed code is
//   <div class="greenbook-widget" data-widget-type="multiple_markets" ...></div>
//   <script async src="{PRODUCT_ORIGIN}/embed/widget.js"></script>
// It finds the product origin from its own address, and draws every widget on the page.
import { WidgetController } from './controller';
import { WidgetsService } from './service';

const LOADED = Symbol.for('greenbook.widget.loaded');
const EMBED_PATH = /\/embed\/widget\.js(?:[?#].*)?$/;

function productOrigin(): string {
  const current = document.currentScript;
  const src =
    current instanceof HTMLScriptElement && EMBED_PATH.test(current.src)
      ? current.src
      : Array.from(document.querySelectorAll('script[src]'))
          .map((script) => (script as HTMLScriptElement).src)
          .find((address) => EMBED_PATH.test(address));
  return new URL(src ?? location.href).origin;
}

const host = window as unknown as Record<symbol, boolean>;
// Loaded twice (two embeds on one page): the first copy draws every widget, the second does nothing.
if (host[LOADED] !== true) {
  host[LOADED] = true;
  const origin = productOrigin();
  const start = () =>
    new WidgetController({
      document,
      origin,
      service: new WidgetsService(origin),
      languages: () => navigator.languages,
      now: () => new Date(),
      log: (message, error) => console.warn(message, error ?? ''),
    }).start();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
