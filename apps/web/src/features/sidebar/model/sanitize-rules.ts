// trading-core §2/§7 market rules: the exchange's rules HTML is untrusted, so it is sanitised
// (DOMPurify: no scripts, no event handlers, no javascript: URLs) before it is shown. Links open in
// a new tab without access to this page. trading-core §7 "Market rules' old content host is
// replaced with the product's own": what the product serves on the content host's paths (the silk
// images) is pointed at the product; any other image there is dropped and any other link there
// loses its address (the text stays), as the product has no copy and would answer its own page.
import DOMPurify from 'dompurify';
import { SILKS_PATH } from '@/lib/racing/silks';

/** Betfair's content hosts the rules HTML points at (http or https, any of these names). */
const OLD_CONTENT_HOST = /^https?:\/\/(?:www\.)?content-cache\.(?:betfair\.com|cdnbf\.net)(?=\/)/i;

/**
 * Content-host paths the product serves itself: the embedded exchange's silk images (exchange-sim
 * inplay-routes SILKS_BASE, trading-core §2 silks by COLOURS_FILENAME).
 */
export const SERVED_CONTENT_PATHS: readonly string[] = [SILKS_PATH];

/** The product's own address for a content-host path, when it serves it (dot segments resolved). */
function productPath(path: string): string | undefined {
  const url = new URL(path, 'https://product.invalid');
  return SERVED_CONTENT_PATHS.some((prefix) => url.pathname.startsWith(prefix))
    ? `${url.pathname}${url.search}`
    : undefined;
}

const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  for (const attribute of ['href', 'src'] as const) {
    const value = node.getAttribute(attribute);
    if (value === null || !OLD_CONTENT_HOST.test(value)) continue;
    const path = productPath(value.replace(OLD_CONTENT_HOST, ''));
    if (path !== undefined) node.setAttribute(attribute, path);
    else if (node.tagName === 'IMG') node.remove();
    else node.removeAttribute(attribute);
  }
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** The rules HTML, safe to insert into the page. */
export function sanitizeRules(html: string): string {
  return purify.sanitize(html, { ADD_ATTR: ['target'] });
}
