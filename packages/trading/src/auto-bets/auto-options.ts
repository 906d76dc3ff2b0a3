// trading-core §3 (persisted autoOptions), §4 "Auto options" and §5 "Auto bets" (values >= 1,
// stored only when active); account-and-product §5 (premium loss clears them).

/** trading-core §3: an on/off auto option. */
export interface AutoOptionFlag {
  readonly active: boolean;
}

/** trading-core §3: an auto option with a number of ticks. */
export interface AutoOptionTicks {
  readonly active: boolean;
  /** Ticks from the bet odd; a whole number of at least 1. */
  readonly value: number;
}

/** trading-core §3: the persisted auto options. */
export interface AutoOptions {
  /** How many of the four options are on (shown beside the Auto Options toggle). */
  readonly countOn: number;
  readonly keepInPlay: AutoOptionFlag;
  readonly fillOrKill: AutoOptionFlag;
  readonly tickOffset: AutoOptionTicks;
  readonly stopLoss: AutoOptionTicks;
}

/** trading-core §3: the four auto options. */
export type AutoOptionName = 'keepInPlay' | 'fillOrKill' | 'tickOffset' | 'stopLoss';

/** trading-core §5: tick values cannot go below this. */
export const AUTO_OPTION_MIN_TICKS = 1;

/** trading-core §3: defaults — all off, tick values 1, countOn 0. */
export const DEFAULT_AUTO_OPTIONS: AutoOptions = {
  countOn: 0,
  keepInPlay: { active: false },
  fillOrKill: { active: false },
  tickOffset: { active: false, value: AUTO_OPTION_MIN_TICKS },
  stopLoss: { active: false, value: AUTO_OPTION_MIN_TICKS },
};

function countActive(options: Omit<AutoOptions, 'countOn'>): number {
  return [options.keepInPlay, options.fillOrKill, options.tickOffset, options.stopLoss].filter(
    (o) => o.active,
  ).length;
}

/**
 * trading-core §4: toggles one option and recomputes countOn. Values are "stored only when active"
 * (§5): switching a tick option off puts its value back to the default 1, so an inactive option
 * never carries a stale value into a later bet.
 */
export function toggleAutoOption(options: AutoOptions, name: AutoOptionName): AutoOptions {
  const next =
    name === 'tickOffset' || name === 'stopLoss'
      ? {
          ...options,
          [name]: options[name].active
            ? { active: false, value: AUTO_OPTION_MIN_TICKS }
            : { active: true, value: options[name].value },
        }
      : { ...options, [name]: { active: !options[name].active } };
  return { ...next, countOn: countActive(next) };
}

/**
 * trading-core §5: sets the ticks of an active option. Below 1 is clamped to 1 (the input's
 * minimum, as the spec says the value "cannot go below 1"); a non-whole or non-finite value is
 * ignored, and so is a change to an inactive option (values are stored only when active).
 */
export function setAutoOptionTicks(
  options: AutoOptions,
  name: 'tickOffset' | 'stopLoss',
  ticks: number,
): AutoOptions {
  if (!options[name].active || !Number.isInteger(ticks)) return options;
  return { ...options, [name]: { active: true, value: Math.max(AUTO_OPTION_MIN_TICKS, ticks) } };
}

/** trading-core §4: reset sets countOn to 0 and every option off. */
export function resetAutoOptions(): AutoOptions {
  return DEFAULT_AUTO_OPTIONS;
}

/** trading-core §4 / account-and-product §5: auto options are premium; losing premium clears them. */
export function autoOptionsForPremium(options: AutoOptions, isPremium: boolean): AutoOptions {
  // Nothing active is already the cleared state (inactive tick values are kept at 1): the same
  // object comes back, so a free user's settings do not change, and are not saved, on every start.
  return isPremium || countActive(options) === 0 ? options : DEFAULT_AUTO_OPTIONS;
}

/**
 * trading-core §3: repairs stored options (local storage or the remote copy may be old or edited):
 * booleans must be booleans, tick values whole and at least 1 (else 1; inactive ones back to 1),
 * and countOn is recomputed rather than trusted.
 */
export function normaliseAutoOptions(stored: unknown): AutoOptions {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const flag = (key: AutoOptionName): AutoOptionFlag => {
    const value = record[key];
    return {
      active: typeof value === 'object' && value !== null && (value as { active?: unknown }).active === true,
    };
  };
  const ticks = (key: 'tickOffset' | 'stopLoss'): AutoOptionTicks => {
    const { active } = flag(key);
    const raw = (record[key] as { value?: unknown } | undefined)?.value;
    const valid = typeof raw === 'number' && Number.isInteger(raw) && raw >= AUTO_OPTION_MIN_TICKS;
    return { active, value: active && valid ? raw : AUTO_OPTION_MIN_TICKS };
  };
  const options = {
    keepInPlay: flag('keepInPlay'),
    fillOrKill: flag('fillOrKill'),
    tickOffset: ticks('tickOffset'),
    stopLoss: ticks('stopLoss'),
  };
  return { ...options, countOn: countActive(options) };
}
