// The confirmation e-mail of the premium subscription (account-and-product §2 "Upgrade page" and
// "E-mail confirmation page"; issue 5 §4): a fresh code and a mail with the link
// `${publicUrl}/email-confirmation?code=<code>`, queued in the outbox. Callers run this inside the
// transaction that changes the subscription, so the code, the mail and the change land together.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { insertConfirmationCode } from '../db/repositories/email-confirmation-codes-repository.js';
import { enqueueMail, type NewOutboxMail } from '../db/repositories/email-outbox-repository.js';
import { escapeHtml } from './html.js';

/** Our choice (the spec gives none): a link works for 48 hours of the server's clock. */
export const CONFIRMATION_CODE_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** 24 random bytes: 32 URL-safe characters nobody can guess. */
export function newConfirmationCode(): string {
  return randomBytes(24).toString('base64url');
}

/** E-mail addresses are compared without case (what people type varies; mailboxes do not). */
export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function confirmationLink(publicUrl: string, code: string): string {
  return `${publicUrl}/email-confirmation?code=${encodeURIComponent(code)}`;
}

/** The mail itself: plain text, and the same in HTML with the address and link escaped. */
export function confirmationMail(to: string, link: string, createdAt: Date): NewOutboxMail {
  const subject = 'Confirm your e-mail address for Greenbook SUPER';
  const text = [
    'Hello,',
    '',
    `please confirm that ${to} is your e-mail address for your Greenbook SUPER subscription by opening this link:`,
    '',
    link,
    '',
    'The link works for 48 hours. If you did not ask for it, ignore this mail.',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>please confirm that ${escapeHtml(to)} is your e-mail address for your Greenbook SUPER subscription:</p>`,
    `<p><a href="${escapeHtml(link)}">Confirm my e-mail address</a></p>`,
    '<p>The link works for 48 hours. If you did not ask for it, ignore this mail.</p>',
  ].join('\n');
  return { to, subject, text, html, createdAt };
}

/** Writes a new confirmation code for the address and queues its mail. */
export async function queueConfirmationMail(
  db: Db,
  request: { vendorId: string; email: string; publicUrl: string; now: Date },
): Promise<void> {
  const code = newConfirmationCode();
  await insertConfirmationCode(db, {
    code,
    vendorId: request.vendorId,
    email: request.email,
    createdAt: request.now,
    expiresAt: new Date(request.now.getTime() + CONFIRMATION_CODE_LIFETIME_MS),
  });
  await enqueueMail(
    db,
    confirmationMail(request.email, confirmationLink(request.publicUrl, code), request.now),
  );
}
