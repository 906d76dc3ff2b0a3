// account-and-product §2 "Login result page", §7 GET /betfair/login/{code}, §8 login errors: the
// sign-on's code becomes the exchange token.
import { productRequest, ProductApiError } from '@/lib/api/product-api';

export interface LoginToken {
  readonly accessToken: string;
  readonly tokenType: string;
  /** The person's id at our vendor, when the token call tells it. */
  readonly vendorClientId: string | undefined;
}

/** A failed exchange: `message` is the server's error text, or undefined for the spec's generic one. */
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

function errorDetails(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as Record<string, unknown>)['message'];
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export async function exchangeLoginCode(code: string): Promise<LoginToken> {
  let answer: TokenAnswer;
  try {
    answer = await productRequest<TokenAnswer>(`/betfair/login/${encodeURIComponent(code)}`, {
      authorised: false,
    });
  } catch (error) {
    if (error instanceof ProductApiError && error.status === 0)
      throw new LoginError('unreachable', undefined);
    throw new LoginError('failed', error instanceof ProductApiError ? errorDetails(error.body) : undefined);
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
