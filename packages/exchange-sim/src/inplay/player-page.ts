// The shell of the pages the exchange's video player path serves (`video-page.ts`): the live video
// stand-in, the match view and the match stats. The product shows them in an iframe of its sidebar
// (trading-core §2 live stream panel), so each page fills a small frame (about 350 × 197 px),
// draws in one dark broadcast style that sits in either product theme, and reloads itself with a
// meta refresh: no script at all, so the policy below forbids every script and every load.
import { escapeHtml } from '../identity/html.js';
import type { LiveEventState, UpdateDetail } from './scoreboard.js';

/**
 * The pages' own content security policy (it replaces the product's on these responses): inline
 * styles and inline SVG only, nothing fetched, nothing run. No frame-ancestors: like Betfair's
 * player, the pages are made to be embedded (the product frames them from its own origin in sim
 * mode and from another one in betfair mode).
 */
export const PLAYER_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

const STYLE = [
  'html,body{margin:0;height:100%}',
  'body{font:12px/1.3 system-ui,sans-serif;background:#101418;color:#f2f2f2;display:flex;flex-direction:column;overflow:hidden}',
  'header{display:flex;align-items:center;gap:6px;padding:4px 8px;background:#1b232b}',
  'header .team{flex:1;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:600}',
  'header .away{text-align:right}',
  '.score{font-size:16px;font-weight:700;padding:0 6px;white-space:nowrap}',
  '.clock{padding:2px 8px;color:#9aa4ad;display:flex;justify-content:space-between;gap:6px}',
  'main{flex:1;min-height:0;display:flex;flex-direction:column}',
  'svg{flex:1;min-height:0;width:100%;display:block}',
  '.events{list-style:none;margin:0;padding:2px 8px;color:#c9d1d9;font-size:11px}',
  '.events li{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
  '.note{padding:12px;text-align:center;justify-content:center}.note h1{font-size:14px;margin:0}.note p{margin:6px 0;color:#9aa4ad}.note .score{color:#f2f2f2}',
  'table{border-collapse:collapse;width:100%;table-layout:fixed}',
  'th,td{padding:2px 8px;border-bottom:1px solid #26313b;text-align:center;white-space:nowrap}',
  'th,td{overflow:hidden;text-overflow:ellipsis}thead th:nth-child(2){width:44%}',
  'td:first-child,th:first-child{text-align:left}td:last-child,th:last-child{text-align:right}',
  'h2{font-size:12px;margin:6px 8px 2px;color:#9aa4ad}',
  '.stats{overflow:auto}',
].join('');

/** A whole page; `title` is escaped here, `body` must already be safe HTML. */
export function playerPage(title: string, body: string, refreshSeconds: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${refreshSeconds}"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** "Home v Away", escaped. */
export function teamsOf(state: LiveEventState): string {
  return `${escapeHtml(state.homeName)} v ${escapeHtml(state.awayName)}`;
}

/** The teams and the score on one bar, escaped. */
export function scoreBar(state: LiveEventState): string {
  return (
    `<header><span class="team">${escapeHtml(state.homeName)}</span>` +
    `<span class="score">${escapeHtml(state.score.home.score)} – ${escapeHtml(state.score.away.score)}</span>` +
    `<span class="team away">${escapeHtml(state.awayName)}</span></header>`
  );
}

/** FIRST_HALF → "First half". */
export function statusText(matchStatus: string): string {
  const words = matchStatus.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The match status and the minute, escaped. */
export function clockLine(state: LiveEventState): string {
  const minute = state.timeElapsed > 0 ? `${state.timeElapsed}'` : '';
  return `<div class="clock"><span>${escapeHtml(statusText(state.matchStatus))}</span><span>${minute}</span></div>`;
}

const EVENT_NAMES: Readonly<Record<UpdateDetail['type'], string>> = {
  Goal: 'Goal',
  YellowCard: 'Yellow card',
  RedCard: 'Red card',
  Wicket: 'Wicket',
  Point: 'Point',
  KickOff: 'Kick-off',
  HalfTime: 'Half time',
  SecondHalfKickOff: 'Second half',
  FullTime: 'Full time',
};

/** "23' Goal – Home FC", escaped. */
export function eventText(detail: UpdateDetail): string {
  const team = detail.teamName === undefined ? '' : ` – ${escapeHtml(detail.teamName)}`;
  return `${detail.matchTime}' ${EVENT_NAMES[detail.type]}${team}`;
}

/** The page for an event the scoreboard does not follow (not in play, or an unknown market). */
export function noEventPage(title: string, refreshSeconds: number): string {
  return playerPage(
    title,
    `<main class="note"><p>${escapeHtml(title)}: this event is not followed live.</p></main>`,
    refreshSeconds,
  );
}
