// trading-core §2 This Market tab, live stream panel, and §7 third-party embeds: one frame keyed
// by the market id, on the exchange's video player path (Betfair's `/GetPlayer.do`; the embedded
// exchange serves it on this origin, and in betfair mode this origin redirects it to the configured
// video player host). Its `tr` parameter is the panel's tab: 1 Watch Live, 2 Match View, 3 Match
// Stats; `allowPopup=false` keeps the player inside the frame.

export const VIDEO_PLAYER_PATH = '/GetPlayer.do';

export const LIVE_STREAM_TABS = [
  { tab: '1', label: 'liveStream.watchLive' },
  { tab: '2', label: 'liveStream.matchView' },
  { tab: '3', label: 'liveStream.matchStats' },
] as const;

export type LiveStreamTab = (typeof LIVE_STREAM_TABS)[number]['tab'];

/** §2: "default 2", the match view. */
export const DEFAULT_LIVE_STREAM_TAB: LiveStreamTab = '2';

const MARKET_ID = /^\d{1,3}\.\d{1,15}$/;

export function isLiveStreamTab(value: string): value is LiveStreamTab {
  return LIVE_STREAM_TABS.some((entry) => entry.tab === value);
}

/** The frame's address, or undefined for a market id that is not one (nothing is framed then). */
export function liveStreamAddress(marketId: string, tab: LiveStreamTab): string | undefined {
  if (!MARKET_ID.test(marketId)) return undefined;
  const query = new URLSearchParams({ tr: tab, mID: marketId, allowPopup: 'false' });
  return `${VIDEO_PLAYER_PATH}?${query.toString()}`;
}

/** §2: the frame keeps an aspect of 1.78 (16:9) at the sidebar's width, 350 × 250 until measured. */
export const LIVE_STREAM_ASPECT = 1.78;
export const DEFAULT_FRAME_SIZE = { width: 350, height: 250 } as const;

export function frameSizeFor(width: number): { width: number; height: number } {
  if (!Number.isFinite(width) || width <= 0) return DEFAULT_FRAME_SIZE;
  const whole = Math.floor(width);
  return { width: whole, height: Math.round(whole / LIVE_STREAM_ASPECT) };
}
