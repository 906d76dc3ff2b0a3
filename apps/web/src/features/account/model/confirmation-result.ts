// account-and-product §4 'E-mail confirmation result types': success (200), repeated / already
// confirmed (202), fail (the link is not a valid one), no connection (the server could not say).
import { ProductApiError } from '@/lib/api/product-api';
import { checkConfirmationCode } from '../api/subscriptions';

export type ConfirmationResult = 'success' | 'already-confirmed' | 'failed' | 'no-connection';

/** The codes the product service writes (32 URL-safe characters); it takes 16 to 128. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** Codes the server refuses as links (malformed, unknown, expired, superseded) fail; others did not reach it. */
const LINK_REFUSALS = new Set([400, 404, 410]);

function answerStatus(answer: unknown): unknown {
  return typeof answer === 'object' && answer !== null ? (answer as { status?: unknown }).status : undefined;
}

/**
 * Checks the code of a confirmation link. A missing or malformed code fails without a call; an
 * answer of an unexpected shape counts as no connection (we cannot tell the user what happened).
 */
export async function confirmEmailCode(code: string | null): Promise<ConfirmationResult> {
  if (code === null || !CODE_PATTERN.test(code)) return 'failed';
  try {
    const status = answerStatus(await checkConfirmationCode(code));
    if (status === 'CONFIRMED') return 'success';
    if (status === 'ALREADY_CONFIRMED') return 'already-confirmed';
    return 'no-connection';
  } catch (error) {
    if (error instanceof ProductApiError && LINK_REFUSALS.has(error.status)) return 'failed';
    return 'no-connection';
  }
}
