import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { config } from 'zod/mini';
import { en } from 'zod/locales';
import { SOUND_IDS } from '../constants/sounds.js';
import { STAKE_MODES } from '../stake-modes/stake-mode.js';
import { DEFAULT_USER_SETTINGS, factoryResetSettings } from './default-user-settings.js';
import { applySettingsPatch, parseUserSettings, parseUserSettingsPatch } from './parse-user-settings.js';
import { repairUserSettings } from './repair-user-settings.js';
import { GENERAL_CONTAINERS, THIS_MARKET_CONTAINERS } from './sidebar-settings.js';
import type { UserSettings } from './user-settings-schema.js';

// The schemas are zod/mini (small in the web bundle), which has no message texts of its own: the
// product service, which answers with these messages, runs classic zod, whose import loads the
// English ones. So do these tests; the web app only logs the paths.
config(en());

const slider = fc.integer({ min: -5, max: 5 });
const sound = fc.record({ enabled: fc.boolean(), file: fc.constantFrom(...SOUND_IDS) });
const flags = (keys: readonly string[]) =>
  fc.record(Object.fromEntries(keys.map((key) => [key, fc.boolean()])));
const ticks = fc
  .record({ active: fc.boolean(), value: fc.integer({ min: 1, max: 500 }) })
  .map((option) => (option.active ? option : { active: false, value: 1 }));
const text = fc.string({ maxLength: 30 });

/** Any settings the schema must accept. */
const validSettings: fc.Arbitrary<UserSettings> = fc
  .record({
    confirmation: fc.boolean(),
    allowRapidRepeatClicks: fc.boolean(),
    cents: fc.uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
    defaultIndex: fc.nat(),
    stakeMode: fc.constantFrom(...STAKE_MODES),
    oddsView: fc.constantFrom('MARKET_TAKE' as const, 'MARKET_MAKE' as const),
    marketView: fc.constantFrom('grid' as const, 'ladder' as const),
    theme: fc.constantFrom('light' as const, 'dark' as const),
    hideSidebar: fc.boolean(),
    marketTabSelected: fc.constantFrom(1 as const, 2 as const, 3 as const),
    general: flags(GENERAL_CONTAINERS),
    thisMarket: flags(THIS_MARKET_CONTAINERS),
    keepInPlay: fc.boolean(),
    fillOrKill: fc.boolean(),
    tickOffset: ticks,
    stopLoss: ticks,
    ladderView: fc.record({ textSize: slider, rowHeight: slider, rowSpace: slider }),
    bestOdd: fc.integer({ min: 0, max: 100 }),
    secondShare: fc.integer({ min: 0, max: 100 }),
    sounds: fc.record({ placedBet: sound, liveMarket: sound, suspendedMarket: sound }),
    country: fc.constantFrom('GB+IE', 'FR', 'US', 'AU+NZ'),
    horseId: fc.constantFrom('7', '4339'),
    slotName: fc.string({ minLength: 1, maxLength: 40 }),
    profitRatioAutoChangeStake: fc.boolean(),
    hideBetNotifications: fc.record({ error: fc.boolean(), success: fc.boolean() }),
    deadMansSwitch: fc.record({ enabled: fc.boolean(), timeoutSeconds: fc.integer({ min: 10, max: 300 }) }),
    keyboardShortcuts: fc.constantFrom({}, { back: 'Alt+B' }, { cancelAll: 'Shift+X', help: 'F1' }),
    names: fc.tuple(text, text, text),
    money: fc.tuple(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    ),
  })
  .map((g) => {
    const stakeButtons = g.cents.map((cents) => cents / 100).sort((a, b) => a - b);
    const secondOdd = Math.min(100 - g.bestOdd, g.secondShare);
    const autoOptions = {
      keepInPlay: { active: g.keepInPlay },
      fillOrKill: { active: g.fillOrKill },
      tickOffset: g.tickOffset,
      stopLoss: g.stopLoss,
    };
    return {
      confirmation: g.confirmation,
      allowRapidRepeatClicks: g.allowRapidRepeatClicks,
      stakeButtons,
      defaultStake: stakeButtons[g.defaultIndex % stakeButtons.length]!,
      stakeMode: g.stakeMode,
      oddsView: g.oddsView,
      marketView: g.marketView,
      theme: g.theme,
      hideSidebar: g.hideSidebar,
      marketTabSelected: g.marketTabSelected,
      sidebarContainers: {
        general: g.general,
        thisMarket: g.thisMarket,
      } as UserSettings['sidebarContainers'],
      autoOptions: {
        countOn: Object.values(autoOptions).filter((option) => option.active).length,
        ...autoOptions,
      },
      ladderView: g.ladderView as UserSettings['ladderView'],
      moneyWeight: { bestOdd: g.bestOdd, secondOdd, thirdOdd: 100 - g.bestOdd - secondOdd },
      sounds: g.sounds,
      homepageSlots: {
        first: { eventTypeId: '1', eventTypeName: g.slotName },
        second: { eventTypeId: '7522', eventTypeName: 'Basketball' },
        horseRacing: { eventTypeId: g.horseId, eventTypeName: 'Racing', country: g.country },
      },
      profitRatioAutoChangeStake: g.profitRatioAutoChangeStake,
      hideBetNotifications: g.hideBetNotifications,
      deadMansSwitch: g.deadMansSwitch,
      keyboardShortcuts: g.keyboardShortcuts,
      loggedUser: {
        ...DEFAULT_USER_SETTINGS.loggedUser,
        firstName: g.names[0],
        lastName: g.names[1],
        name: g.names[2],
        available: g.money[0],
        exposure: g.money[1],
      },
    };
  });

function errorsOf(input: unknown): Array<{ path: string; message: string }> {
  const result = parseUserSettings(input);
  return result.ok ? [] : [...result.errors];
}

const withField = (name: string, value: unknown) => ({ ...DEFAULT_USER_SETTINGS, [name]: value });

describe('the persisted settings schema', () => {
  it('accepts the defaults: those of the trading rules', () => {
    expect(parseUserSettings(DEFAULT_USER_SETTINGS)).toEqual({ ok: true, settings: DEFAULT_USER_SETTINGS });
    expect(DEFAULT_USER_SETTINGS).toMatchObject({
      confirmation: true,
      allowRapidRepeatClicks: false,
      defaultStake: 2,
      stakeButtons: [2, 10, 25],
      oddsView: 'MARKET_TAKE',
      marketView: 'grid',
      theme: 'light',
      moneyWeight: { bestOdd: 50, secondOdd: 30, thirdOdd: 20 },
      autoOptions: { countOn: 0, tickOffset: { active: false, value: 1 } },
      hideBetNotifications: { error: false, success: false },
      homepageSlots: { first: { eventTypeName: 'Tennis' }, horseRacing: { country: 'GB+IE' } },
    });
  });

  it('accepts any valid settings, and they survive a trip through JSON unchanged', () => {
    fc.assert(
      fc.property(validSettings, (settings) => {
        const copy: unknown = JSON.parse(JSON.stringify(settings));
        expect(parseUserSettings(copy)).toEqual({ ok: true, settings: copy });
      }),
    );
  });

  it.each([
    ['moneyWeight', { bestOdd: 50, secondOdd: 30, thirdOdd: 30 }, 'moneyWeight', 'Total must amount to 100%'],
    ['moneyWeight', { bestOdd: 50.5, secondOdd: 29.5, thirdOdd: 20 }, 'moneyWeight.bestOdd', 'whole number'],
    ['stakeMode', 'stake', 'stakeMode', 'STAKE, LIABILITY, PROFIT, MIX'],
    ['oddsView', 'MARKET', 'oddsView', 'MARKET_TAKE'],
    ['marketView', 'Ladder', 'marketView', 'grid, ladder'],
    ['theme', 'blue', 'theme', "'light' or 'dark'"],
    ['ladderView', { textSize: 6, rowHeight: 0, rowSpace: 0 }, 'ladderView.textSize', '-5 to 5'],
    ['marketTabSelected', 4, 'marketTabSelected', '1, 2 or 3'],
    ['confirmation', 'yes', 'confirmation', 'expected boolean'],
    ['allowRapidRepeatClicks', 1, 'allowRapidRepeatClicks', 'expected boolean'],
    ['stakeButtons', [2, 25, 10], 'stakeButtons[2]', 'ascending'],
    ['stakeButtons', [2, 10.005], 'stakeButtons[1]', '2 decimals'],
    ['defaultStake', 3, 'defaultStake', 'one of stakeButtons'],
    ['unknownSetting', true, '', 'Unrecognized key'],
  ])('refuses %s = %j, naming %s', (name, value, path, message) => {
    const errors = errorsOf(withField(name, value));
    expect(errors).toContainEqual({ path, message: expect.stringContaining(message) as string });
  });

  it('refuses nested mistakes with their paths', () => {
    const sounds = { ...DEFAULT_USER_SETTINGS.sounds, liveMarket: { enabled: true, file: 'S09' } };
    expect(errorsOf(withField('sounds', sounds))[0]?.path).toBe('sounds.liveMarket.file');
    const autoOptions = { ...DEFAULT_USER_SETTINGS.autoOptions, countOn: 2 };
    expect(errorsOf(withField('autoOptions', autoOptions))[0]?.path).toBe('autoOptions.countOn');
    const inactiveValue = { ...DEFAULT_USER_SETTINGS.autoOptions, stopLoss: { active: false, value: 4 } };
    expect(errorsOf(withField('autoOptions', inactiveValue))[0]?.path).toBe('autoOptions.stopLoss.value');
    const slots = {
      ...DEFAULT_USER_SETTINGS.homepageSlots,
      horseRacing: { ...DEFAULT_USER_SETTINGS.homepageSlots.horseRacing, eventTypeId: '1' },
    };
    expect(errorsOf(withField('homepageSlots', slots))[0]?.path).toBe(
      'homepageSlots.horseRacing.eventTypeId',
    );
  });

  it('never stores the token: a logged user with one is refused', () => {
    const loggedUser = { ...DEFAULT_USER_SETTINGS.loggedUser, token: 'BEARER abc' };
    expect(errorsOf(withField('loggedUser', loggedUser))).toEqual([
      { path: 'loggedUser', message: expect.stringContaining('token') as string },
    ]);
  });

  it('lists every missing setting', () => {
    const { theme: _theme, sounds: _sounds, ...rest } = DEFAULT_USER_SETTINGS;
    expect(errorsOf(rest).map((error) => error.path)).toEqual(['theme', 'sounds']);
    expect(errorsOf('settings')).toHaveLength(1);
  });
});

describe('patches', () => {
  it('accept any subset of the settings and replace those settings whole', () => {
    const patch = parseUserSettingsPatch({
      theme: 'dark',
      moneyWeight: { bestOdd: 100, secondOdd: 0, thirdOdd: 0 },
    });
    expect(patch.ok).toBe(true);
    if (!patch.ok) return;
    expect(applySettingsPatch(DEFAULT_USER_SETTINGS, patch.settings)).toEqual({
      ...DEFAULT_USER_SETTINGS,
      theme: 'dark',
      moneyWeight: { bestOdd: 100, secondOdd: 0, thirdOdd: 0 },
    });
    expect(parseUserSettingsPatch({})).toEqual({ ok: true, settings: {} });
  });

  it('need the stake buttons and the default stake together', () => {
    expect(parseUserSettingsPatch({ defaultStake: 10 })).toEqual({
      ok: false,
      errors: [{ path: 'stakeButtons', message: 'stakeButtons and defaultStake must be sent together' }],
    });
    expect(parseUserSettingsPatch({ defaultStake: 10, stakeButtons: [5, 10] }).ok).toBe(true);
  });
});

describe('settings read back from storage', () => {
  it('keep every valid setting and fall back to defaults for the rest', () => {
    fc.assert(
      fc.property(validSettings, (settings) => {
        expect(repairUserSettings(settings)).toEqual(settings);
      }),
    );
    expect(repairUserSettings('garbage')).toEqual(DEFAULT_USER_SETTINGS);
    expect(repairUserSettings({ theme: 'dark', oddsView: 'nope', extra: 1 })).toEqual({
      ...DEFAULT_USER_SETTINGS,
      theme: 'dark',
    });
  });

  it('repair stake buttons and auto options with the panel rules', () => {
    const repaired = repairUserSettings({
      stakeButtons: [25, 5, 5, -1],
      defaultStake: 7,
      autoOptions: { countOn: 3, keepInPlay: { active: true }, stopLoss: { active: true, value: 0 } },
    });
    expect(repaired.stakeButtons).toEqual([5, 7, 25]);
    expect(repaired.defaultStake).toBe(7);
    expect(repaired.autoOptions).toEqual({
      countOn: 2,
      keepInPlay: { active: true },
      fillOrKill: { active: false },
      tickOffset: { active: false, value: 1 },
      stopLoss: { active: true, value: 1 },
    });
  });
});

describe('factory reset', () => {
  it('restores the defaults but keeps sidebar visibility and the user copy', () => {
    const loggedUser = { ...DEFAULT_USER_SETTINGS.loggedUser, isLogged: true, vendorId: 'v1' };
    const current = { ...DEFAULT_USER_SETTINGS, theme: 'dark' as const, hideSidebar: true, loggedUser };
    expect(factoryResetSettings(current)).toEqual({
      ...DEFAULT_USER_SETTINGS,
      hideSidebar: true,
      loggedUser,
    });
  });
});
