// The parts of the persisted settings (trading-core §3, account-and-product §3) as zod schemas.
// Each part defers to the rule the settings panel applies (trading-core §5), so a value the panel
// refuses is refused here too.
import { z } from 'zod/mini';
import { AUTO_OPTION_MIN_TICKS, normaliseAutoOptions, type AutoOptions } from '../auto-bets/auto-options.js';
import { isSoundId, SOUND_IDS } from '../constants/sounds.js';
import { isHorseEventType } from '../constants/sports.js';
import { isLadderSliderValue } from '../layout/ladder-rows.js';
import { round2 } from '../money/decimal.js';
import { checkMoneyWeight, isMoneyWeightValue } from '../money-weight/money-weight-settings.js';
import { canAddStakeButton } from '../stakes/stake-buttons.js';
import { guarded } from './guarded.js';
import { HORSE_COUNTRY_PATTERN } from './homepage-slots.js';
import { GENERAL_CONTAINERS, THIS_MARKET_CONTAINERS } from './sidebar-settings.js';

/** Our bound: the panel adds buttons one by one; 20 is far more than a button row can show. */
export const MAX_STAKE_BUTTONS = 20;

/** trading-core §5 "Add stake amount": above 0, at most 2 decimals. */
export const stakeAmountSchema = z.number().check(
  z.refine((value) => canAddStakeButton(value) && round2(value) === value, {
    error: 'must be an amount above 0 with at most 2 decimals',
  }),
);

/** trading-core §5: distinct amounts, kept in ascending order. */
export const stakeButtonsSchema = z.array(stakeAmountSchema).check(
  z.minLength(1),
  z.maxLength(MAX_STAKE_BUTTONS),
  z.superRefine((buttons, context) => {
    buttons.forEach((amount, index) => {
      const previous = index === 0 ? undefined : buttons[index - 1];
      if (previous !== undefined && amount <= previous) {
        context.addIssue({
          code: 'custom',
          path: [index],
          message: 'amounts must be distinct and ascending',
        });
      }
    });
  }),
);

const flag = z.strictObject({ active: z.boolean() });
const ticks = z.strictObject({ active: z.boolean(), value: z.int().check(z.minimum(AUTO_OPTION_MIN_TICKS)) });

/** trading-core §3/§4/§5: countOn is the number of active options; tick values only kept while active. */
export const autoOptionsSchema = z
  .strictObject({
    countOn: z.int().check(z.minimum(0), z.maximum(4)),
    keepInPlay: flag,
    fillOrKill: flag,
    tickOffset: ticks,
    stopLoss: ticks,
  })
  .check(
    z.superRefine((options: AutoOptions, context) => {
      const normal = normaliseAutoOptions(options);
      if (normal.countOn !== options.countOn) {
        context.addIssue({
          code: 'custom',
          path: ['countOn'],
          message: 'must equal the number of active options',
        });
      }
      for (const name of ['tickOffset', 'stopLoss'] as const) {
        if (normal[name].value !== options[name].value) {
          context.addIssue({
            code: 'custom',
            path: [name, 'value'],
            message: `is stored only while active (${AUTO_OPTION_MIN_TICKS} when inactive)`,
          });
        }
      }
    }),
  );

const slider = guarded(isLadderSliderValue, 'must be a whole number from -5 to 5');

/** trading-core §5: the three ladder view sliders. */
export const ladderViewSchema = z.strictObject({ textSize: slider, rowHeight: slider, rowSpace: slider });

const weight = z
  .number()
  .check(z.refine(isMoneyWeightValue, { error: 'must be a whole number from 0 to 100' }));

/** trading-core §5 "Money weight": each 0…100, total exactly 100. */
export const moneyWeightSchema = z
  .strictObject({ bestOdd: weight, secondOdd: weight, thirdOdd: weight })
  .check(
    z.superRefine((weights, context) => {
      const check = checkMoneyWeight(weights);
      if (!check.valid) context.addIssue({ code: 'custom', message: check.message });
    }),
  );

const sound = z.strictObject({
  enabled: z.boolean(),
  file: guarded(isSoundId, `must be one of ${SOUND_IDS.join(', ')}`),
});

/** trading-core §3/§9: a sound per event, each on or off with its file. */
export const soundsSchema = z.strictObject({ placedBet: sound, liveMarket: sound, suspendedMarket: sound });

const eventTypeId = z.string().check(z.regex(/^\d{1,12}$/, 'must be an event type id (digits)'));
const eventTypeName = z.string().check(z.minLength(1), z.maxLength(100));

/** account-and-product §2/§3: two minor-sport slots and the horse racing slot with its country. */
export const homepageSlotsSchema = z.strictObject({
  first: z.strictObject({ eventTypeId, eventTypeName }),
  second: z.strictObject({ eventTypeId, eventTypeName }),
  horseRacing: z.strictObject({
    eventTypeId: z
      .string()
      .check(
        z.regex(/^\d{1,12}$/, 'must be an event type id (digits)'),
        z.refine(isHorseEventType, { error: 'must be a racing event type (7 or 4339)' }),
      ),
    eventTypeName,
    country: z
      .string()
      .check(z.regex(HORSE_COUNTRY_PATTERN, "must be a country code or codes joined by '+', e.g. GB+IE")),
  }),
});

function flags<K extends string>(keys: readonly K[]) {
  return z.strictObject(
    Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<K, z.ZodMiniBoolean>,
  );
}

/** trading-core §3 "sidebar open flags": open or collapsed, per container. */
export const sidebarContainersSchema = z.strictObject({
  general: flags(GENERAL_CONTAINERS),
  thisMarket: flags(THIS_MARKET_CONTAINERS),
});

/** trading-core §3: hide error and success bet notifications. */
export const hideBetNotificationsSchema = z.strictObject({ error: z.boolean(), success: z.boolean() });
