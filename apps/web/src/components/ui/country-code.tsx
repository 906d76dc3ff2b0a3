// An event's country as a compact code badge ('GB', 'IE'): it reads on every machine, where flag
// emoji need a colour emoji font (without one they are two letters in boxes, and Windows never
// draws them), and it costs no flag images in the bundle. Betfair's own racing lists name
// countries by code too. The code is the badge's accessible name.
import { Badge } from './badge';

/** A two-letter ISO country code, or undefined for anything else (a code is shown as given). */
export function isoCountryCode(code: string | undefined): string | undefined {
  return code !== undefined && /^[A-Z]{2}$/.test(code) ? code : undefined;
}

export function CountryCode({ code }: { readonly code: string }) {
  return <Badge label={code}>{code}</Badge>;
}
