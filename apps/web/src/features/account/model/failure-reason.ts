// What the store and the account page say when a product-service call fails: the service's own
// message for a refused request (it names the problem, e.g. an e-mail the exchange's rules refuse),
// our texts for the rate limit and for no answer at all (which carry no message meant for people).
import i18next from 'i18next';
import { ProductApiError } from '@/lib/api/product-api';

const RATE_LIMITED = 429;

export function failureReason(error: unknown): string {
  if (error instanceof ProductApiError) {
    if (error.status === RATE_LIMITED) return i18next.t('productErrors.tooMany');
    const message = (error.body as { message?: unknown } | undefined)?.message;
    if (error.status >= 400 && error.status < 500 && typeof message === 'string') return message;
  }
  return i18next.t('session.serversUnreachable');
}

/** A 202 answer of the e-mail edit: `{error: 'INVALID', message}` (the change could not apply). */
export function refusalOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('error' in answer)) return undefined;
  const message = (answer as { message?: unknown }).message;
  return typeof message === 'string' ? message : i18next.t('session.serversUnreachable');
}
