import { describe, expect, it } from 'vitest';
import { mailboxPage } from './mailbox-page.js';

const mail = {
  id: 1,
  to: 'x@example.com',
  subject: '<script>alert(1)</script>',
  text: 'Open https://example.com/a?b=1&c="2" or javascript:alert(1) now <img src=x onerror=alert(1)>',
  html: '<p>ignored</p>',
  createdAt: new Date(Date.UTC(2026, 0, 1)),
  sentAt: null,
};

describe('the mailbox page', () => {
  it('escapes every part of a mail and links only http(s) addresses', () => {
    const page = mailboxPage([mail]);
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('<a href="https://example.com/a?b=1&amp;c=">https://example.com/a?b=1&amp;c=</a>');
    expect(page).not.toContain('href="javascript');
    expect(page).not.toContain('ignored');
  });

  it('says so when the outbox is empty', () => {
    expect(mailboxPage([])).toContain('No e-mails yet.');
  });
});
