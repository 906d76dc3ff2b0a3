// The persisted settings of one user (trading-core §3 "Persisted settings", account-and-product §3
// and §4), shared by the web app and the product service. Unknown fields are refused rather than
// stripped: a typo or a field that must not be stored (the token) is reported, never kept silently.
import { z } from 'zod/mini';
import { isOddsView, isTheme } from '../format/setting-values.js';
import { isStakeMode, STAKE_MODES } from '../stake-modes/stake-mode.js';
import { ODDS_VIEWS } from '../constants/settings-defaults.js';
import { deadMansSwitchSchema } from './dead-mans-switch.js';
import { guarded } from './guarded.js';
import { keyboardShortcutsSchema } from './keyboard-shortcuts.js';
import { loggedUserSchema } from './logged-user.js';
import { isMarketView, MARKET_VIEWS } from './market-view.js';
import { isMarketTab } from './sidebar-settings.js';
import {
  autoOptionsSchema,
  hideBetNotificationsSchema,
  homepageSlotsSchema,
  ladderViewSchema,
  moneyWeightSchema,
  sidebarContainersSchema,
  soundsSchema,
  stakeAmountSchema,
  stakeButtonsSchema,
} from './settings-parts.js';

/** Every persisted setting, by name. */
export const userSettingsShape = {
  confirmation: z.boolean(),
  allowRapidRepeatClicks: z.boolean(),
  defaultStake: stakeAmountSchema,
  stakeButtons: stakeButtonsSchema,
  stakeMode: guarded(isStakeMode, `must be one of ${STAKE_MODES.join(', ')}`),
  oddsView: guarded(isOddsView, `must be one of ${ODDS_VIEWS.join(', ')}`),
  marketView: guarded(isMarketView, `must be one of ${MARKET_VIEWS.join(', ')}`),
  theme: guarded(isTheme, "must be 'light' or 'dark'"),
  hideSidebar: z.boolean(),
  marketTabSelected: guarded(isMarketTab, 'must be 1, 2 or 3'),
  sidebarContainers: sidebarContainersSchema,
  autoOptions: autoOptionsSchema,
  ladderView: ladderViewSchema,
  moneyWeight: moneyWeightSchema,
  sounds: soundsSchema,
  homepageSlots: homepageSlotsSchema,
  profitRatioAutoChangeStake: z.boolean(),
  hideBetNotifications: hideBetNotificationsSchema,
  deadMansSwitch: deadMansSwitchSchema,
  keyboardShortcuts: keyboardShortcutsSchema,
  loggedUser: loggedUserSchema,
};

/** The name of one persisted setting. */
export type UserSettingName = keyof typeof userSettingsShape;

const settingsObject = z.strictObject(userSettingsShape);

/**
 * trading-core §5: the default stake is always one of the stake buttons. In a patch the two travel
 * together, so the rule can be checked on the patch alone.
 */
function checkStakes(
  settings: { defaultStake?: number | undefined; stakeButtons?: readonly number[] | undefined },
  context: z.core.$RefinementCtx,
): void {
  const { defaultStake, stakeButtons } = settings;
  if (defaultStake === undefined && stakeButtons === undefined) return;
  if (defaultStake === undefined || stakeButtons === undefined) {
    const missing = defaultStake === undefined ? 'defaultStake' : 'stakeButtons';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: 'stakeButtons and defaultStake must be sent together',
    });
    return;
  }
  if (!stakeButtons.includes(defaultStake)) {
    context.addIssue({ code: 'custom', path: ['defaultStake'], message: 'must be one of stakeButtons' });
  }
}

/** All the settings of a user. */
export const userSettingsSchema = settingsObject.check(z.superRefine(checkStakes));

/**
 * Some of the settings: each field present replaces that setting whole (objects are not merged
 * deeper); stakeButtons and defaultStake come together.
 */
export const userSettingsPatchSchema = z.partial(settingsObject).check(z.superRefine(checkStakes));

/** All the settings of a user. */
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** Some of the settings of a user. */
export type UserSettingsPatch = z.infer<typeof userSettingsPatchSchema>;
