// trading-core §4 "Stake modes" and §5 "Other settings" (stake mode only the four modes).
import { INVALID_INPUT_MESSAGE } from '../constants/messages.js';

/** trading-core §3/§4: the stake modes, in the order the selector lists them. */
export const STAKE_MODES = ['STAKE', 'LIABILITY', 'PROFIT', 'MIX'] as const;

/** trading-core §4: what the amount the user types means. */
export type StakeMode = (typeof STAKE_MODES)[number];

/** trading-core §4: selector labels, with the spec's exact wording. */
export const STAKE_MODE_LABELS: Readonly<Record<StakeMode, string>> = {
  STAKE: 'Your Stake',
  LIABILITY: 'Your Liability',
  PROFIT: 'Your Profit Value',
  MIX: 'Your Inverse Stake',
};

/** trading-core §5: message for a stake mode other than the four (the spec's shared invalid-input text). */
export const INVALID_STAKE_MODE_MESSAGE = INVALID_INPUT_MESSAGE;

/** trading-core §3: default stake mode. Choice: the spec gives none; STAKE is what the exchange itself uses. */
export const DEFAULT_STAKE_MODE: StakeMode = 'STAKE';

/** trading-core §5: type guard for one of the four modes (exact, case-sensitive, as stored). */
export function isStakeMode(value: unknown): value is StakeMode {
  return typeof value === 'string' && (STAKE_MODES as readonly string[]).includes(value);
}

/** trading-core §5: a chosen or stored stake mode, or the spec's invalid-input message. */
export function validateStakeMode(
  value: unknown,
): { readonly ok: true; readonly mode: StakeMode } | { readonly ok: false; readonly message: string } {
  return isStakeMode(value) ? { ok: true, mode: value } : { ok: false, message: INVALID_STAKE_MODE_MESSAGE };
}
