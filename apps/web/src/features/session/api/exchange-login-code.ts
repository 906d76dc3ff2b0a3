// account-and-product §2 "Login result page" and "Widgets login result page", §7 GET
// /betfair/login/{code} and /betfair/loginwidget/{code}, §8 login errors: the sign-on's code becomes
// the exchange token. Both calls answer the same shapes (apps/server signin/sign-in-routes.ts).
import { productRequest, ProductApiError } from '@/lib/api/product-api';

export interface LoginToken {
  readonly accessToken: string;
  readonly tokenType: string;
  /** The person's id at our vendor, when the token call tells it. */
  readonly vendorClientId: string | undefined;
}

/**
 * A failed exchange: `details` are the exchange's own error details of a refused code, else
 * undefined for the spec's generic (translated) texts.
 */
export class LoginError extends Error {
  constructor(
    readonly reason: 'failed' | 'unreachable',
    readonly details: string | undefined,
  ) {
    super(details ?? reason);
    this.name = 'LoginError';
  }
}

interface TokenAnswer {
  readonly access_token?: unknown;
  readonly token_type?: unknown;
  readonly vendor_client_id?: unknown;
}

/**
 * §8 "Error details from the response, else the generic text": only a real login failure (the
 * exchange refused the code) carries details; validation, rate-limit or server errors do not, and
 * their English text is not for the person.
 */
function loginFailure(error: ProductApiError): LoginError {
  const body: Record<string, unknown> =
    typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
  if (error.status === 0 || body['errorCode'] === 'NO_RESPONSE')
    return new LoginError('unreachable', undefined);
  const details = body['details'];
  const fromExchange = body['error'] === 'LOGIN_FAILED' && typeof details === 'string' && details !== '';
  return new LoginError('failed', fromExchange ? details : undefined);
}

/** Which sign-on flow the code came from: the app's own login, or the widgets' login. */
export type LoginFlow = 'login' | 'loginwidget';

export async function exchangeLoginCode(code: string, flow: LoginFlow = 'login'): Promise<LoginToken> {
  let answer: TokenAnswer;
  try {
    answer = await productRequest<TokenAnswer>(`/betfair/${flow}/${encodeURIComponent(code)}`, {
      authorised: false,
    });
  } catch (error) {
    throw error instanceof ProductApiError ? loginFailure(error) : new LoginError('failed', undefined);
  }
  if (typeof answer.access_token !== 'string' || answer.access_token === '')
    throw new LoginError('failed', undefined);
  return {
    accessToken: answer.access_token,
    tokenType:
      typeof answer.token_type === 'string' && answer.token_type !== '' ? answer.token_type : 'BEARER',
    vendorClientId: typeof answer.vendor_client_id === 'string' ? answer.vendor_client_id : undefined,
  };
}
