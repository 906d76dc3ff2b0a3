import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, validateEmail } from './email.js';

describe('validateEmail (account-and-product §5)', () => {
  it('uses the spec wording', () => {
    expect(EMAIL_MESSAGES).toEqual({
      empty: 'Cannot be empty',
      tooShort: 'Email is too short',
      invalid: 'Email is not valid',
    });
  });

  it('checks empty, then length, then pattern', () => {
    expect(validateEmail('')).toEqual({ valid: false, message: 'Cannot be empty' });
    expect(validateEmail('   ')).toEqual({ valid: false, message: 'Cannot be empty' });
    expect(validateEmail('a@b.c')).toEqual({ valid: false, message: 'Email is too short' });
    expect(validateEmail('abcde')).toEqual({ valid: false, message: 'Email is too short' });
    expect(validateEmail('abcdef')).toEqual({ valid: false, message: 'Email is not valid' });
    expect(validateEmail('trader@localhost')).toEqual({ valid: false, message: 'Email is not valid' });
    expect(validateEmail('trader@@mail.com')).toEqual({ valid: false, message: 'Email is not valid' });
    expect(validateEmail('trader @mail.com')).toEqual({ valid: false, message: 'Email is not valid' });
    expect(validateEmail('trader@-mail.com')).toEqual({ valid: false, message: 'Email is not valid' });
    expect(validateEmail('a@b.co')).toEqual({ valid: true, email: 'a@b.co' });
    expect(validateEmail('  jane.doe+bets@mail.example.pt ')).toEqual({
      valid: true,
      email: 'jane.doe+bets@mail.example.pt',
    });
  });

  it('finds every non-blank text under 6 characters too short', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 5 }).filter((s) => s.trim() !== '' && s === s.trim()),
        (text) => {
          expect(validateEmail(text)).toEqual({ valid: false, message: 'Email is too short' });
        },
      ),
    );
  });

  it('accepts generated addresses with a dotted domain', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((e) => e.length >= 6 && e.split('@')[1]?.includes('.') === true),
        (email) => {
          expect(validateEmail(email)).toEqual({ valid: true, email });
        },
      ),
    );
  });

  it('refuses anything without exactly one @', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 6 }).filter((s) => s.split('@').length !== 2 && s.trim() !== ''),
        (text) => {
          expect(validateEmail(text).valid).toBe(false);
        },
      ),
    );
  });
});
