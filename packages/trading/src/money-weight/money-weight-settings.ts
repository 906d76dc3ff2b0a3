// trading-core §3 (persisted moneyWeight), §5 "Money weight" and §9 (defaults 50/30/20): how much
// each of the three best price levels counts in the weight of money.

/** trading-core §3: percentages of the best, second and third price level. */
export interface MoneyWeight {
  readonly bestOdd: number;
  readonly secondOdd: number;
  readonly thirdOdd: number;
}

/** trading-core §3: one of the three weighted price levels. */
export type MoneyWeightLevel = keyof MoneyWeight;

/** trading-core §9: the default (and reset) weights. */
export const DEFAULT_MONEY_WEIGHT: MoneyWeight = { bestOdd: 50, secondOdd: 30, thirdOdd: 20 };

/** trading-core §5: each value is within 0…100. */
export const MONEY_WEIGHT_MIN = 0;
/** trading-core §5: the highest value of one level. */
export const MONEY_WEIGHT_MAX = 100;

/** trading-core §5: the three values must add up to exactly this. */
export const MONEY_WEIGHT_TOTAL = 100;

/** trading-core §5: shown in the red block while the total is not 100. */
export const MONEY_WEIGHT_TOTAL_MESSAGE = 'Total must amount to 100%';

/** trading-core §5: shown when saving settings with an invalid total. */
export const MONEY_WEIGHT_SAVE_MESSAGE = 'Please check weight of money values';

/** trading-core §5: a value the settings accept — a whole number from 0 to 100. */
export function isMoneyWeightValue(value: number): boolean {
  // Our choice: whole percentages only. The spec gives the range only; whole numbers keep the
  // "= 100" check exact and are what the settings input steps through.
  return Number.isInteger(value) && value >= MONEY_WEIGHT_MIN && value <= MONEY_WEIGHT_MAX;
}

/** trading-core §5: changes one level; a value outside 0…100 (or not whole) is ignored. */
export function setMoneyWeight(settings: MoneyWeight, level: MoneyWeightLevel, value: number): MoneyWeight {
  if (!isMoneyWeightValue(value) || settings[level] === value) return settings;
  return { ...settings, [level]: value };
}

/** trading-core §5: the sum of the three values. */
export function moneyWeightTotal(settings: MoneyWeight): number {
  return settings.bestOdd + settings.secondOdd + settings.thirdOdd;
}

/** trading-core §5: valid, or the red block's message. */
export type MoneyWeightCheck = { readonly valid: true } | { readonly valid: false; readonly message: string };

/** trading-core §5: valid only when every value is in range and the total is exactly 100. */
export function checkMoneyWeight(settings: MoneyWeight): MoneyWeightCheck {
  const inRange = [settings.bestOdd, settings.secondOdd, settings.thirdOdd].every(isMoneyWeightValue);
  return inRange && moneyWeightTotal(settings) === MONEY_WEIGHT_TOTAL
    ? { valid: true }
    : { valid: false, message: MONEY_WEIGHT_TOTAL_MESSAGE };
}

/**
 * trading-core §2/§5: saving refuses invalid weights with the save message (and the settings
 * panel stays open while they are invalid).
 */
export function saveMoneyWeight(
  settings: MoneyWeight,
): { readonly ok: true; readonly settings: MoneyWeight } | { readonly ok: false; readonly message: string } {
  return checkMoneyWeight(settings).valid
    ? { ok: true, settings }
    : { ok: false, message: MONEY_WEIGHT_SAVE_MESSAGE };
}

/** trading-core §5: the Reset button restores 50/30/20. */
export function resetMoneyWeight(): MoneyWeight {
  return DEFAULT_MONEY_WEIGHT;
}
