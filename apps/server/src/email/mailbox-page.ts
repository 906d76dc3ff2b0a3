// The embedded-mode mailbox (issue 5 §4): the outbox as a page, newest first, so a person trying
// the product locally can open the confirmation link. Everything from the outbox is escaped; links
// are taken from the plain text and only http(s) ones are made clickable.
import type { OutboxMail } from '../db/repositories/email-outbox-repository.js';
import { escapeHtml } from './html.js';

const LINK = /https?:\/\/[^\s<>"']+/g;

function mailItem(mail: OutboxMail): string {
  const links = [...mail.text.matchAll(LINK)].map(
    ([url]) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`,
  );
  return [
    '<article>',
    `<h2>${escapeHtml(mail.subject)}</h2>`,
    `<p>To: ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt.toISOString())}` +
      `${mail.sentAt === null ? '' : ` · sent ${escapeHtml(mail.sentAt.toISOString())}`}</p>`,
    `<pre>${escapeHtml(mail.text)}</pre>`,
    links.length === 0 ? '' : `<ul>${links.join('')}</ul>`,
    '</article>',
  ].join('\n');
}

export function mailboxPage(mails: readonly OutboxMail[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><title>Greenbook mailbox</title></head>',
    '<body>',
    '<h1>Greenbook mailbox</h1>',
    '<p>E-mails the product has written to its outbox (embedded mode), newest first.</p>',
    mails.length === 0 ? '<p>No e-mails yet.</p>' : mails.map(mailItem).join('\n<hr>\n'),
    '</body>',
    '</html>',
  ].join('\n');
}
