// trading-core §3/§9 and account-and-product §2/§3: the settings of a user who never changed any.
import { DEFAULT_AUTO_OPTIONS } from '../auto-bets/auto-options.js';
import { SETTINGS_DEFAULTS } from '../constants/settings-defaults.js';
import { DEFAULT_SOUNDS } from '../constants/sounds.js';
import { DEFAULT_LADDER_VIEW } from '../layout/ladder-rows.js';
import { DEFAULT_MONEY_WEIGHT } from '../money-weight/money-weight-settings.js';
import { DEFAULT_STAKE_MODE } from '../stake-modes/stake-mode.js';
import { DEFAULT_STAKE, DEFAULT_STAKE_BUTTONS } from '../stakes/stake-input.js';
import { DEFAULT_DEAD_MANS_SWITCH } from './dead-mans-switch.js';
import { DEFAULT_KEYBOARD_SHORTCUTS } from './keyboard-shortcuts.js';
import { DEFAULT_HOMEPAGE_SLOTS } from './homepage-slots.js';
import { DEFAULT_LOGGED_USER } from './logged-user.js';
import { DEFAULT_MARKET_VIEW } from './market-view.js';
import { DEFAULT_MARKET_TAB, DEFAULT_SIDEBAR_CONTAINERS } from './sidebar-settings.js';
import type { UserSettings } from './user-settings-schema.js';

/**
 * Sounds start enabled (a choice: the spec gives each event a default file, which suggests they
 * play out of the box); the sidebar starts shown; automatic stake change starts off; a second
 * click on one price within the double-click interval is one intent until the trader allows
 * rapid repeat clicks (issue 12 item 2).
 */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  confirmation: SETTINGS_DEFAULTS.confirmation,
  allowRapidRepeatClicks: false,
  defaultStake: DEFAULT_STAKE,
  stakeButtons: [...DEFAULT_STAKE_BUTTONS],
  stakeMode: DEFAULT_STAKE_MODE,
  oddsView: SETTINGS_DEFAULTS.oddsView,
  marketView: DEFAULT_MARKET_VIEW,
  theme: SETTINGS_DEFAULTS.theme,
  hideSidebar: false,
  marketTabSelected: DEFAULT_MARKET_TAB,
  sidebarContainers: DEFAULT_SIDEBAR_CONTAINERS,
  autoOptions: DEFAULT_AUTO_OPTIONS,
  ladderView: DEFAULT_LADDER_VIEW,
  moneyWeight: DEFAULT_MONEY_WEIGHT,
  sounds: {
    placedBet: { enabled: true, file: DEFAULT_SOUNDS.placedBet },
    liveMarket: { enabled: true, file: DEFAULT_SOUNDS.liveMarket },
    suspendedMarket: { enabled: true, file: DEFAULT_SOUNDS.suspendedMarket },
  },
  homepageSlots: DEFAULT_HOMEPAGE_SLOTS,
  profitRatioAutoChangeStake: false,
  hideBetNotifications: { ...SETTINGS_DEFAULTS.hideBetNotifications },
  deadMansSwitch: { ...DEFAULT_DEAD_MANS_SWITCH },
  keyboardShortcuts: DEFAULT_KEYBOARD_SHORTCUTS,
  loggedUser: DEFAULT_LOGGED_USER,
};

/** trading-core §4 "Factory reset": defaults again, keeping sidebar visibility and the user copy. */
export function factoryResetSettings(current: UserSettings): UserSettings {
  return { ...DEFAULT_USER_SETTINGS, hideSidebar: current.hideSidebar, loggedUser: current.loggedUser };
}
