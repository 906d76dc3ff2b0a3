// account-and-product §5 / §8: e-mail validation of the upgrade form and the account e-mail edit.

/** account-and-product §5: the three e-mail validation messages, in the spec's wording. */
export const EMAIL_MESSAGES = {
  empty: 'Cannot be empty',
  tooShort: 'Email is too short',
  invalid: 'Email is not valid',
} as const;

/** account-and-product §5: one of the e-mail validation messages. */
export type EmailMessage = (typeof EMAIL_MESSAGES)[keyof typeof EMAIL_MESSAGES];

/** account-and-product §5: an address shorter than this is too short. */
export const EMAIL_MIN_LENGTH = 6;

/**
 * account-and-product §5 "a standard address pattern": the WHATWG pattern of
 * `<input type="email">` (what browsers accept), with one extra demand: the domain must have a
 * dot, because a dotless host cannot receive the confirmation mail the subscription sends.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** account-and-product §5: the outcome of validating an e-mail; `email` is the trimmed address. */
export type EmailValidation = { valid: true; email: string } | { valid: false; message: EmailMessage };

/**
 * account-and-product §5: empty → 'Cannot be empty'; under 6 characters → 'Email is too short';
 * not matching the pattern → 'Email is not valid'. Leading and trailing spaces are trimmed first
 * (a pasted address often carries them; they are never part of an address), so blanks count as empty.
 */
export function validateEmail(input: string): EmailValidation {
  const email = input.trim();
  if (email === '') return { valid: false, message: EMAIL_MESSAGES.empty };
  if (email.length < EMAIL_MIN_LENGTH) return { valid: false, message: EMAIL_MESSAGES.tooShort };
  if (!EMAIL_PATTERN.test(email)) return { valid: false, message: EMAIL_MESSAGES.invalid };
  return { valid: true, email };
}
