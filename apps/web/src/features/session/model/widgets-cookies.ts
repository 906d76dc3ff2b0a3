// account-and-product §2 "Widgets login result page": the two cookies the widgets' login shares
// with the widget — widgets-redirectUrl (where the person came from, written by the widget before
// it sends them to sign on) and widgets-token (what this page writes back: '{token type} {token}').
//
// The page writes the token cookie itself, not the server with Set-Cookie: the value is an
// Authorization header the widget's script must read (so HttpOnly is impossible either way), and
// only the page knows which variant (cookie domain) it is. Secure and SameSite=None as the spec
// says, so the widget framed on a third-party page can still send it.

export const WIDGETS_TOKEN_COOKIE = 'widgets-token';
export const WIDGETS_REDIRECT_COOKIE = 'widgets-redirectUrl';

/** The cookie's value from document.cookie, decoded; undefined when absent or empty. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = raw;
    }
    return value === '' ? undefined : value;
  }
  return undefined;
}

/**
 * Where the person may be sent back to: only an absolute http(s) address. Anything else (no
 * cookie, a relative path, `javascript:`, `data:`…) is treated as a missing address, so the page
 * shows its error instead of running or opening it.
 */
export function safeRedirectTarget(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

/**
 * The production page leaves out the Domain attribute: the cookie belongs to the host the product
 * is served from (its cookie domain). The development variant names `localhost`.
 */
export type WidgetsCookieDomain = 'product' | 'localhost';

export function writeWidgetsToken(tokenType: string, token: string, domain: WidgetsCookieDomain): void {
  const value = encodeURIComponent(`${tokenType} ${token}`);
  const attributes = [
    'Path=/',
    'Secure',
    'SameSite=None',
    ...(domain === 'localhost' ? ['Domain=localhost'] : []),
  ];
  document.cookie = `${WIDGETS_TOKEN_COOKIE}=${value}; ${attributes.join('; ')}`;
}
