// trading-core §2 "Horse silk images are read from a content host by COLOURS_FILENAME". The web app
// always asks the product's own origin: the embedded exchange serves silks on this path in-process,
// and in betfair mode the product redirects the path to Betfair's content host (apps/server
// BETFAIR_CONTENT_URL), so the same code and the same content security policy serve both modes.

/** The content-host path the product serves silk images on (exchange-sim inplay SILKS_BASE). */
export const SILKS_PATH = '/feeds_images/Horses/SilkColours/';

const MAX_FILENAME_LENGTH = 200;
// Control characters and backslashes have no place in a file name; a backslash would also read
// as a path separator to some servers.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/**
 * The silk image's address for a runner's COLOURS_FILENAME (untrusted), or undefined when it is not
 * a plain relative file name: no empty, '.' or '..' segment, so it can never leave the silks path.
 * Each segment is percent-encoded (real names hold spaces and brackets: "c20231127-Globe Derby
 * (AUS)-H/1340117.png"), so '?' or '#' stay part of the name.
 */
export function silkUrl(filename: string): string | undefined {
  if (filename.length === 0 || filename.length > MAX_FILENAME_LENGTH || FORBIDDEN.test(filename))
    return undefined;
  const segments = filename.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined;
  return `${SILKS_PATH}${segments.map(encodeURIComponent).join('/')}`;
}
