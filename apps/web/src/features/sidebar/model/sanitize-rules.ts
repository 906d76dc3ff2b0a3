// trading-core §2/§7 market rules: the exchange's rules HTML is untrusted, so it is sanitised
// (DOMPurify: no scripts, no event handlers, no javascript: URLs) before it is shown. Links open in
// a new tab without access to this page. Images and links on the exchange's old content host are
// served by the product itself (its /feeds_images and other content paths), so the host is
// replaced by the product's origin.
import DOMPurify from 'dompurify';

/** Betfair's content hosts the rules HTML points at (http or https, any of these names). */
const OLD_CONTENT_HOST = /^https?:\/\/(?:www\.)?content-cache\.(?:betfair\.com|cdnbf\.net)(?=\/)/i;

const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  for (const attribute of ['href', 'src'] as const) {
    const value = node.getAttribute(attribute);
    if (value !== null && OLD_CONTENT_HOST.test(value))
      node.setAttribute(attribute, value.replace(OLD_CONTENT_HOST, ''));
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
