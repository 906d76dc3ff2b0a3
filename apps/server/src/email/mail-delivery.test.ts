// Real SMTP delivery (issue 18 §4): with SMTP_URL set, the confirmation mail the upgrade queues
// reaches a mail server (an in-process one on a loopback port) with its working link; a mail the
// server refuses stays queued and goes out with the next delivery.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.js';
import { DEMO, EURO, startTestServer, type TestServer } from '../testing/server-harness.js';
import { betaUpgrade } from '../testing/subscription-requests.js';

interface Received {
  readonly from: string;
  readonly to: string[];
  readonly data: string;
}

const received: Received[] = [];
/** Recipients the server refuses once (as a full mailbox would, 452), then takes. */
const refuseOnce = new Set<string>();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refuseOnce.delete(address.address)) {
      const refusal = Object.assign(new Error('Mailbox full, try later'), { responseCode: 452 });
      callback(refusal);
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        data: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let server: TestServer;
let demoId: string;
let euroId: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the SMTP server has no port');
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${address.port}`,
    SMTP_FROM: 'Greenbook <no-reply@greenbook.example>',
    PUBLIC_URL: 'https://greenbook.example',
  });
  demoId = await server.vendorIdFor(DEMO.accountId);
  euroId = await server.vendorIdFor(EURO.accountId);
});
afterAll(async () => {
  await server.stop();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const upgrade = (accountId: string, vendorID: string, userEmail: string) =>
  betaUpgrade(server, accountId, vendorID, userEmail);

const mailsTo = (address: string) => received.filter((mail) => mail.to.includes(address));

/** Waits for the event (a mail arriving), bounded only against a hang. */
async function arrival(address: string): Promise<Received> {
  await expect.poll(() => mailsTo(address).length, { timeout: 30_000 }).toBeGreaterThan(0);
  return mailsTo(address)[0]!;
}

describe('delivery through SMTP_URL', () => {
  it('sends the confirmation mail with its link, from SMTP_FROM, and the link confirms', async () => {
    expect((await upgrade(DEMO.accountId, demoId, 'dana@example.com')).status).toBe(201);
    const mail = await arrival('dana@example.com');
    expect(mail.from).toBe('no-reply@greenbook.example');
    expect(mail.data).toContain('Subject: Confirm your e-mail address for Greenbook SUPER');
    // The body is quoted-printable: unfold its soft line breaks and decode =XX before reading the code.
    const unfolded = mail.data
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const code = /https:\/\/greenbook\.example\/email-confirmation\?code=([A-Za-z0-9_-]{32})/.exec(
      unfolded,
    )?.[1];
    expect(code).toBeDefined();
    expect(await server.request('GET', `/api/email-confirmation/${code!}`)).toMatchObject({
      status: 200,
      body: { status: 'CONFIRMED' },
    });
    // Sent once, and marked sent in the outbox.
    expect(mailsTo('dana@example.com')).toHaveLength(1);
    expect(String((await server.request('GET', '/dev/mailbox')).body)).toMatch(
      /To: dana@example.com · [^<]* · sent /,
    );
  });

  it('keeps a refused mail queued and sends it with the next delivery', async () => {
    refuseOnce.add('eva@example.com');
    expect((await upgrade(EURO.accountId, euroId, 'eva@example.com')).status).toBe(201);
    await expect.poll(() => refuseOnce.has('eva@example.com'), { timeout: 30_000 }).toBe(false);
    expect(mailsTo('eva@example.com')).toHaveLength(0);
    // The next mail queued starts a delivery, which takes the refused one too.
    expect((await upgrade(DEMO.accountId, demoId, 'dana@work.example')).status).toBe(201);
    await arrival('dana@work.example');
    await arrival('eva@example.com');
    expect(mailsTo('eva@example.com')).toHaveLength(1);
  });
});

describe('SMTP_URL', () => {
  it('takes only smtp:// and smtps:// addresses, and is off when unset', () => {
    expect(loadConfig({}).smtp).toEqual({ url: undefined, from: 'no-reply@greenbook.app' });
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).smtp.url).toBe(
      'smtps://user:pass@mail.example:465',
    );
    for (const wrong of ['http://mail.example', 'mail.example:25', 'smtp//mail.example']) {
      expect(() => loadConfig({ SMTP_URL: wrong })).toThrow(ConfigError);
      expect(() => loadConfig({ SMTP_URL: wrong })).toThrow(/SMTP_URL/);
    }
  });
});
