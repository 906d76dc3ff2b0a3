// account-and-product §3 "Logged user", as kept inside the persisted settings: every field but the
// token. The token is a credential: it is never stored with the settings (a strict schema refuses
// a `token` field rather than silently saving it).
import { z } from 'zod/mini';
import { USER_DEFAULTS } from '../constants/product.js';

const text = (max: number) => z.string().check(z.maxLength(max));
const amount = z.number().check(z.refine(Number.isFinite, 'must be a finite number'));

/** account-and-product §3: the logged user without its token. */
export const loggedUserSchema = z.strictObject({
  isLogged: z.boolean(),
  vendorId: text(64),
  firstName: text(200),
  lastName: text(200),
  name: text(400),
  /** '' until the exchange tells it. */
  countryCode: z.string().check(z.regex(/^(?:[A-Z]{2,3})?$/, 'must be an upper-case country code or empty')),
  currencyCode: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code')),
  /** Normalised locale (underscores turned to hyphens), e.g. en-GB. */
  localeCode: z.string().check(z.minLength(2), z.maxLength(35)),
  /** The language part of the locale, sent to the exchange. */
  localeBF: z.string().check(z.minLength(2), z.maxLength(8)),
  available: amount,
  exposure: amount,
  conversionRate: amount,
  maxAvailable: amount,
});

/** account-and-product §3: the persisted copy of the logged user. */
export type LoggedUserCopy = z.infer<typeof loggedUserSchema>;

/** account-and-product §3/§9: nobody signed in yet; currency GBP and locale en by default. */
export const DEFAULT_LOGGED_USER: LoggedUserCopy = {
  isLogged: false,
  vendorId: '',
  firstName: '',
  lastName: '',
  name: '',
  countryCode: '',
  currencyCode: USER_DEFAULTS.currencyCode,
  localeCode: USER_DEFAULTS.locale,
  localeBF: USER_DEFAULTS.locale,
  available: 0,
  exposure: 0,
  conversionRate: 1,
  maxAvailable: 0,
};
