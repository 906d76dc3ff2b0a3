import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactText, REDACTED, secretsIn, stripSecrets } from './strip-secrets.js';

describe('stripSecrets', () => {
  it('drops credential fields at any depth and blanks bearer values', () => {
    expect(
      stripSecrets({
        token: 'a',
        Authorization: 'b',
        nested: [{ refresh_token: 'c', password: 'd', keep: 'BEARER e', n: 1, ok: null }],
      }),
    ).toEqual({ nested: [{ keep: REDACTED, n: 1, ok: null }] });
  });

  it('cleans JSON kept as text (local storage) and leaves other text alone', () => {
    expect(stripSecrets({ state: '{"auth":{"token":"x","name":"n"}}', note: '{not json' })).toEqual({
      state: '{"auth":{"name":"n"}}',
      note: '{not json',
    });
    expect(stripSecrets({ state: '['.repeat(50) + ']'.repeat(50) })).toEqual({ state: REDACTED });
  });

  it('changes nothing in values that hold no credentials', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.entries(value).flatMap(([key, field]) => [key, ...texts(field)])
          : [];
    const harmless = (text: string) =>
      !/token|authori|authentication|password|passwd|secret|cookie|bearer|session|ssoid|refresh|code/i.test(
        text,
      ) &&
      !/^\s*[[{]/.test(text) &&
      !/[\w+/-]{32}/.test(text);
    const plain = fc.jsonValue().filter((value) => texts(value).every(harmless));
    fc.assert(
      fc.property(plain, (value) => {
        expect(stripSecrets(value)).toEqual(value);
      }),
    );
  });

  it('drops session, ssoid, X-Authentication, refresh and code fields, also as [name, value] pairs', () => {
    expect(
      stripSecrets({
        session: 's1-session-value',
        ssoid: 's2-ssoid-value',
        'X-Authentication': 's3-header-value',
        refresh: 's4-refresh-value',
        code: 's5-code-value',
        headers: [
          ['X-Authentication', 's3-header-value'],
          ['Accept', 'application/json'],
        ],
        currencyCode: 'BRL',
        note: 'sent s1-session-value twice: s1-session-value',
      }),
    ).toEqual({
      headers: [
        ['X-Authentication', REDACTED],
        ['Accept', 'application/json'],
      ],
      currencyCode: 'BRL',
      note: `sent ${REDACTED} twice: ${REDACTED}`,
    });
  });

  it('blanks token-like values, bearer values and credential parameters inside text', () => {
    const token = 'Kp3vX9aQ2mZ7bT4nR8sW1yL6cH0dF5gJ+uE2iO7kA3M=';
    expect(redactText(`failed with ${token} at /login/result?code=AbC123&state=1`)).toBe(
      `failed with ${REDACTED} at /login/result?code=${REDACTED}&state=1`,
    );
    expect(redactText('Authorization: BEARER short-one')).toBe(`Authorization: BEARER ${REDACTED}`);
    expect(stripSecrets(['plain', token, 'x'])).toEqual(['plain', REDACTED, 'x']);
    // Ordinary prose, numbers and ids stay.
    const prose = 'TypeError: cannot read marketId 1.234567890 of undefined at LadderRow (ladder.tsx:42)';
    expect(redactText(prose)).toBe(prose);
  });

  it("leaves no copy of the token of a saved state (the web app's local storage) anywhere", () => {
    const token = 'q7Lw2Zr9Yb4Xk1Vn8Tm3Sd6Pf0Hg5Jc+Ae/Bu2Io7Ky=';
    const user = {
      vendorId: '8123456',
      firstName: 'Dana',
      lastName: 'Reis',
      countryCode: 'BR',
      currencyCode: 'BRL',
      localeCode: 'pt_BR',
    };
    // What the session store persists under greenbook.session (zustand persist: {state, version}).
    const savedSession = JSON.stringify({ state: { token, tokenType: 'BEARER', user }, version: 0 });
    const storage = {
      'greenbook.session': savedSession,
      'greenbook.settings': JSON.stringify({ state: { settings: { language: 'pt' } }, version: 0 }),
      'greenbook.lastRequest': JSON.stringify({ headers: [['X-Authentication', token]], session: token }),
    };
    const state = { user, isOnDatabase: true, settings: { language: 'pt' }, auth: { ssoid: token } };
    const known = secretsIn([state, storage]);
    const cleaned = JSON.stringify({
      description: redactText(`Error: refused ${token}\nStack: at call (${token})`, known),
      path: redactText(`/market/1.2?session=${token}`, known),
      state: stripSecrets(state, known),
      storage: stripSecrets(storage, known),
    });
    expect(cleaned).not.toContain(token);
    expect(cleaned).not.toContain(token.slice(0, 16));
    // What the report is for stays: who, where, which settings (the saved session goes whole).
    expect(stripSecrets(storage, known)).toEqual({
      'greenbook.settings': storage['greenbook.settings'],
      'greenbook.lastRequest': JSON.stringify({ headers: [['X-Authentication', REDACTED]] }),
    });
    expect(stripSecrets(state, known)).toEqual({
      user,
      isOnDatabase: true,
      settings: { language: 'pt' },
      auth: {},
    });
    expect(cleaned).toContain('/market/1.2?session=');
  });
});
