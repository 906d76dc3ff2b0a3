// An event's country as a compact code badge ('GB', 'IE'): it reads on every machine, where flag
// emoji need a colour emoji font (without one they are two letters in boxes, and Windows never
// draws them), and it costs no flag images in the bundle. Betfair's own racing lists name
// countries by code too. The badge's accessible name is the code unless the caller names it.
import { Badge } from './badge';

/** A two-letter ISO country code, or undefined for anything else (a code is shown as given). */
export function isoCountryCode(code: string | undefined): string | undefined {
  return code !== undefined && /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/** The country's name in `language` (Intl), or the code itself when Intl does not know it. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function CountryCode({ code, label }: { readonly code: string; readonly label?: string }) {
  return <Badge label={label ?? code}>{code}</Badge>;
}
