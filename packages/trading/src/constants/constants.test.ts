import { describe, expect, it } from 'vitest';
import { API_BATCH_SIZES, API_MAX_RESULTS, EXCHANGE_CALLS_PER_SECOND } from './api-limits.js';
import { BREAKPOINTS_PX, LADDER_VIEW } from './layout.js';
import {
  CLIENT_VERSION,
  INTERFACE_LANGUAGES,
  LICENCE_WARNING_DAYS,
  PREMIUM_OFFER,
  WIDGET_CURRENCIES,
  WIDGET_LANGUAGES,
} from './product.js';
import { DEFAULT_SOUNDS, isSoundId, SOUND_IDS } from './sounds.js';
import { HORSE_EVENT_TYPES, isHorseEventType, SPORT_IDS } from './sports.js';
import { MARKET_STREAM, ORDER_STREAM, STREAM_RETRY } from './stream.js';
import { ANIMATIONS_MS, INACTIVITY_MS, REQUEST_TIMEOUTS_MS } from './timing.js';

describe('sport ids (trading-core §9, account-and-product §9)', () => {
  it('pins the ids the live panels and lists switch on', () => {
    expect(SPORT_IDS).toEqual({
      FOOTBALL: 1,
      TENNIS: 2,
      CRICKET: 4,
      RUGBY_UNION: 5,
      HORSE_RACING: 7,
      RUGBY_LEAGUE: 1477,
      GREYHOUND_RACING: 4339,
      BASKETBALL: 7522,
      VOLLEYBALL: 998917,
    });
    expect(HORSE_EVENT_TYPES).toEqual([7, 4339]);
  });

  it('recognises racing event types given as numbers or exchange strings', () => {
    expect(isHorseEventType(7)).toBe(true);
    expect(isHorseEventType('4339')).toBe(true);
    expect(isHorseEventType('1')).toBe(false);
    expect(isHorseEventType('')).toBe(false);
  });
});

describe('sounds (trading-core §9)', () => {
  it('has 18 choices from S02 to S20 without S09', () => {
    expect(SOUND_IDS).toHaveLength(18);
    expect(SOUND_IDS[0]).toBe('S02');
    expect(SOUND_IDS.at(-1)).toBe('S20');
    expect(SOUND_IDS).not.toContain('S09');
    expect(new Set(SOUND_IDS).size).toBe(18);
    expect(isSoundId('S09')).toBe(false);
    expect(isSoundId('S10')).toBe(true);
  });

  it('defaults to S06, S19 and S20, all valid choices', () => {
    expect(DEFAULT_SOUNDS).toEqual({ placedBet: 'S06', liveMarket: 'S19', suspendedMarket: 'S20' });
    for (const sound of Object.values(DEFAULT_SOUNDS)) expect(isSoundId(sound)).toBe(true);
  });
});

describe('exchange limits and stream timings (trading-core §7/§9)', () => {
  it('pins batch sizes, result limits and the call rate', () => {
    expect(API_BATCH_SIZES).toEqual({ cancelOrders: 60, marketBook: 100, marketCatalogue: 40 });
    expect([API_MAX_RESULTS.search, API_MAX_RESULTS.live, API_MAX_RESULTS.homeLists]).toEqual([
      1000, 1000, 200,
    ]);
    expect(EXCHANGE_CALLS_PER_SECOND).toBe(5);
    expect(REQUEST_TIMEOUTS_MS).toEqual({ exchange: 15_000, geo: 15_000, widgets: 10_000 });
  });

  it('pins heartbeats, activity timeouts, backoff and retries', () => {
    expect([MARKET_STREAM.clientHeartbeatMs, ORDER_STREAM.clientHeartbeatMs]).toEqual([8_000, 30_000]);
    expect([MARKET_STREAM.replyActivityTimeoutMs, ORDER_STREAM.replyActivityTimeoutMs]).toEqual([
      5_000, 7_500,
    ]);
    expect([MARKET_STREAM.reconnectBackoffMs, ORDER_STREAM.reconnectBackoffMs]).toEqual([1_000, 2_000]);
    expect(STREAM_RETRY.maxReconnectAttempts).toBe(10);
    expect([STREAM_RETRY.subscriptionReplyTimeoutMs, STREAM_RETRY.subscriptionMaxRetries]).toEqual([
      3_000, 4,
    ]);
    expect(MARKET_STREAM.ladderLevels).toBe(10);
  });
});

describe('product constants (account-and-product §9, trading-core §9)', () => {
  it('pins inactivity, animation and layout numbers', () => {
    expect(INACTIVITY_MS).toMatchObject({ warning: 3_600_000, logout: 5_400_000 });
    expect(ANIMATIONS_MS).toEqual({ invalidOddFlash: 400, changeHighlight: 1_000 });
    expect([BREAKPOINTS_PX.tablet, BREAKPOINTS_PX.desktop, BREAKPOINTS_PX.wide]).toEqual([768, 1450, 2000]);
    expect(LADDER_VIEW).toMatchObject({
      baseRowHeight: 31,
      defaultRowCount: 50,
      defaultHeight: 310,
      overscanRows: 3,
    });
  });

  it('pins the offer, version and languages', () => {
    expect(PREMIUM_OFFER).toMatchObject({
      betaFreeDays: 90,
      monthlyPrice: 2.99,
      yearlyPrice: 29.9,
      yearDays: 366,
    });
    expect(LICENCE_WARNING_DAYS).toBe(8);
    expect(CLIENT_VERSION).toBe('20210712t1450');
    expect(INTERFACE_LANGUAGES).toEqual(['en', 'pt']);
    expect(WIDGET_LANGUAGES).toHaveLength(12);
    expect(WIDGET_CURRENCIES).toHaveLength(19);
  });
});
