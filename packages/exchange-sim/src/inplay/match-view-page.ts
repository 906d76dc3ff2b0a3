// The match view (trading-core §2 live stream panel, tab 2 "Match View"): a live visualisation of
// the simulated match drawn from the scoreboard alone, as Betfair's data visualisation draws its
// feed: the field of the sport as an SVG, the score and clock, who is on the attack (football),
// who serves (tennis), the period scores (basketball, cricket), the match's events along a time
// line and the last two in words (the frame is small: the field keeps most of it). It reloads every 5 s, so a goal shows within a few seconds.
// Every name is data and goes through escapeHtml; numbers are the scoreboard's own.
import { escapeHtml } from '../identity/html.js';
import { clockLine, eventText, noEventPage, playerPage, scoreBar, teamsOf } from './player-page.js';
import type { LiveEventState, TeamScore, UpdateDetail } from './scoreboard.js';

export const MATCH_VIEW_REFRESH_SECONDS = 5;

const FOOTBALL = '1';
const TENNIS = '2';
const CRICKET = '4';
const BASKETBALL = '7522';

const LINE = 'fill="none" stroke="#e8f5e9" stroke-width="0.6"';
const TEXT = 'fill="#f2f2f2" font-size="5" font-family="system-ui,sans-serif"';

type Side = 'home' | 'away';
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/**
 * Who has the ball now, from the last event naming a team: after a goal the other side kicks off,
 * after a card the other side takes the free kick. Undefined before any such event (kick-off).
 */
export function attackingSide(details: readonly UpdateDetail[]): Side | undefined {
  for (let index = details.length - 1; index >= 0; index -= 1) {
    const detail = details[index];
    if (detail?.team === undefined) continue;
    if (detail.type === 'Goal' || detail.type === 'YellowCard' || detail.type === 'RedCard')
      return other(detail.team);
  }
  return undefined;
}

const MARKER_COLOURS: Partial<Record<UpdateDetail['type'], string>> = {
  Goal: '#ffffff',
  YellowCard: '#ffd600',
  RedCard: '#e53935',
  Wicket: '#ffffff',
};

/** The match's events on a 0–`length` minute line under the field (home above, away below). */
function timeline(details: readonly UpdateDetail[], length: number): string {
  const marks = details
    .filter((detail) => MARKER_COLOURS[detail.type] !== undefined && detail.team !== undefined)
    .map((detail) => {
      const x = 6 + (Math.min(Math.max(detail.matchTime, 0), length) / length) * 108;
      const y = detail.team === 'home' ? 71 : 75;
      return `<circle cx="${x.toFixed(1)}" cy="${y}" r="1.3" fill="${MARKER_COLOURS[detail.type] ?? '#fff'}"/>`;
    });
  return `<line x1="6" y1="73" x2="114" y2="73" stroke="#5f6b76" stroke-width="0.5"/>${marks.join('')}`;
}

function footballField(state: LiveEventState): string {
  const attacking = attackingSide(state.updateDetails);
  // Home plays left to right: its attack is the right half.
  const half =
    attacking === undefined
      ? ''
      : `<rect x="${attacking === 'home' ? 60 : 6}" y="4" width="54" height="62" fill="#ffffff" fill-opacity="0.14"/>` +
        `<path d="${attacking === 'home' ? 'M70 35 h30 l-5 -4 M100 35 l-5 4' : 'M50 35 h-30 l5 -4 M20 35 l5 4'}" fill="none" stroke="#ffffff" stroke-width="1.2"/>` +
        `<text x="60" y="12" text-anchor="middle" ${TEXT}>${escapeHtml(attacking === 'home' ? state.homeName : state.awayName)} attacking</text>`;
  const ballX = attacking === undefined ? 60 : attacking === 'home' ? 78 : 42;
  return (
    '<rect x="0" y="0" width="120" height="78" fill="#101418"/>' +
    '<rect x="6" y="4" width="108" height="62" fill="#2e7d32"/>' +
    `<rect x="6" y="4" width="108" height="62" ${LINE}/>` +
    `<line x1="60" y1="4" x2="60" y2="66" stroke="#e8f5e9" stroke-width="0.6"/>` +
    `<circle cx="60" cy="35" r="9" ${LINE}/>` +
    `<rect x="6" y="21" width="16" height="28" ${LINE}/><rect x="98" y="21" width="16" height="28" ${LINE}/>` +
    `<rect x="6" y="29" width="6" height="12" ${LINE}/><rect x="108" y="29" width="6" height="12" ${LINE}/>` +
    half +
    `<circle cx="${ballX}" cy="35" r="1.8" fill="#ffffff" stroke="#101418" stroke-width="0.4"/>` +
    timeline(state.updateDetails, 90)
  );
}

/** Sets won per completed set, then the current games and points, one row per player. */
function tennisRow(team: TeamScore, name: string, y: number): string {
  const sets = (team.gameSequence ?? []).map((games) => escapeHtml(games)).join('  ');
  const serving = team.isServing === true ? `<circle cx="10" cy="${y - 1.7}" r="1.6" fill="#d4e157"/>` : '';
  return (
    serving +
    `<text x="14" y="${y}" ${TEXT}>${escapeHtml(name)}</text>` +
    `<text x="80" y="${y}" text-anchor="end" ${TEXT}>${sets}</text>` +
    `<text x="96" y="${y}" text-anchor="end" ${TEXT}>${escapeHtml(team.games ?? '0')}</text>` +
    `<text x="112" y="${y}" text-anchor="end" ${TEXT} font-weight="700">${escapeHtml(team.score)}</text>`
  );
}

function tennisCourt(state: LiveEventState): string {
  const { home, away } = state.score;
  return (
    '<rect x="0" y="0" width="120" height="78" fill="#101418"/>' +
    '<rect x="14" y="4" width="92" height="46" fill="#1565c0"/>' +
    `<rect x="14" y="4" width="92" height="46" ${LINE}/><rect x="14" y="9" width="92" height="36" ${LINE}/>` +
    `<line x1="60" y1="4" x2="60" y2="50" stroke="#e8f5e9" stroke-width="1"/>` +
    `<line x1="37" y1="9" x2="37" y2="45" stroke="#e8f5e9" stroke-width="0.6"/><line x1="83" y1="9" x2="83" y2="45" stroke="#e8f5e9" stroke-width="0.6"/>` +
    `<line x1="37" y1="27" x2="83" y2="27" stroke="#e8f5e9" stroke-width="0.6"/>` +
    (home.isServing === true ? '<circle cx="30" cy="27" r="2" fill="#d4e157"/>' : '') +
    (away.isServing === true ? '<circle cx="90" cy="27" r="2" fill="#d4e157"/>' : '') +
    tennisRow(home, state.homeName, 62) +
    tennisRow(away, state.awayName, 72)
  );
}

function basketballCourt(state: LiveEventState): string {
  const quarters = (team: TeamScore, y: number) =>
    (team.quarterByQuarter ?? [])
      .map(
        (points, index) =>
          `<text x="${30 + index * 18}" y="${y}" text-anchor="middle" ${TEXT}>${points}</text>`,
      )
      .join('');
  const heads = (state.score.home.quarterByQuarter ?? [])
    .map(
      (_, index) =>
        `<text x="${30 + index * 18}" y="58" text-anchor="middle" ${TEXT} fill-opacity="0.6">Q${index + 1}</text>`,
    )
    .join('');
  return (
    '<rect x="0" y="0" width="120" height="78" fill="#101418"/>' +
    '<rect x="6" y="4" width="108" height="46" fill="#bf7a3a"/>' +
    `<rect x="6" y="4" width="108" height="46" ${LINE}/><line x1="60" y1="4" x2="60" y2="50" stroke="#e8f5e9" stroke-width="0.6"/>` +
    `<circle cx="60" cy="27" r="6" ${LINE}/><path d="M6 10 a17 17 0 0 1 0 34 M114 10 a17 17 0 0 0 0 34" ${LINE}/>` +
    heads +
    quarters(state.score.home, 66) +
    quarters(state.score.away, 75)
  );
}

function cricketGround(state: LiveEventState): string {
  const innings = (team: TeamScore, name: string, y: number) => {
    const text = [team.inning1, team.inning2]
      .filter((inning) => inning !== undefined)
      .map(
        (inning) => `${escapeHtml(inning.runs)}/${escapeHtml(inning.wickets)} (${escapeHtml(inning.overs)})`,
      )
      .join(' & ');
    return `<text x="8" y="${y}" ${TEXT}>${escapeHtml(name)}</text><text x="112" y="${y}" text-anchor="end" ${TEXT}>${text}</text>`;
  };
  return (
    '<rect x="0" y="0" width="120" height="78" fill="#101418"/>' +
    '<ellipse cx="60" cy="27" rx="52" ry="24" fill="#388e3c"/>' +
    `<ellipse cx="60" cy="27" rx="26" ry="12" ${LINE}/>` +
    '<rect x="57" y="19" width="6" height="16" fill="#d7ccc8"/>' +
    innings(state.score.home, state.homeName, 62) +
    innings(state.score.away, state.awayName, 72)
  );
}

function plainField(state: LiveEventState): string {
  return (
    '<rect x="0" y="0" width="120" height="78" fill="#101418"/>' +
    '<rect x="6" y="4" width="108" height="62" fill="#37474f"/>' +
    `<rect x="6" y="4" width="108" height="62" ${LINE}/><line x1="60" y1="4" x2="60" y2="66" stroke="#e8f5e9" stroke-width="0.6"/>` +
    `<text x="33" y="38" text-anchor="middle" ${TEXT} font-size="12" font-weight="700">${escapeHtml(state.score.home.score)}</text>` +
    `<text x="87" y="38" text-anchor="middle" ${TEXT} font-size="12" font-weight="700">${escapeHtml(state.score.away.score)}</text>` +
    timeline(state.updateDetails, Math.max(state.timeElapsed, 1))
  );
}

function fieldOf(state: LiveEventState): string {
  switch (state.eventTypeId) {
    case FOOTBALL:
      return footballField(state);
    case TENNIS:
      return tennisCourt(state);
    case BASKETBALL:
      return basketballCourt(state);
    case CRICKET:
      return cricketGround(state);
    default:
      return plainField(state);
  }
}

export function matchViewHtml(state: LiveEventState | undefined): string {
  if (state === undefined) return noEventPage('Match view', MATCH_VIEW_REFRESH_SECONDS);
  const last = state.updateDetails
    .filter((detail) => detail.team !== undefined)
    .slice(-2)
    .reverse()
    .map((detail) => `<li>${eventText(detail)}</li>`)
    .join('');
  return playerPage(
    `Match view: ${state.homeName} v ${state.awayName}`,
    scoreBar(state) +
      clockLine(state) +
      `<main><svg viewBox="0 0 120 78" preserveAspectRatio="xMidYMid meet" role="img" aria-label="Match view: ${teamsOf(state)}">${fieldOf(state)}</svg>` +
      (last === '' ? '' : `<ul class="events" aria-label="Last events">${last}</ul>`) +
      '</main>',
    MATCH_VIEW_REFRESH_SECONDS,
  );
}
