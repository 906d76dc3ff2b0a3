// The match stats (trading-core §2 live stream panel, tab 3 "Match Stats"): a statistics table of
// the event drawn from the scoreboard (score, cards and goals by half for football, sets, games,
// aces, double faults and breaks for tennis, innings for cricket, quarters for basketball), then
// every event of the match in order. Rows only for what the scoreboard keeps: nothing is made up.
// Reloads every 21 s, the product's score poll. Every name is data and goes through escapeHtml.
import { escapeHtml } from '../identity/html.js';
import { clockLine, eventText, noEventPage, playerPage, scoreBar } from './player-page.js';
import type { LiveEventState, TeamScore, UpdateDetail } from './scoreboard.js';

export const MATCH_STATS_REFRESH_SECONDS = 21;

type Row = readonly [label: string, home: string, away: string];

const count = (details: readonly UpdateDetail[], team: 'home' | 'away', test: (d: UpdateDetail) => boolean) =>
  String(details.filter((detail) => detail.team === team && test(detail)).length);

function footballRows(state: LiveEventState): Row[] {
  const { home, away } = state.score;
  const details = state.updateDetails;
  const goalsIn = (first: boolean) => (detail: UpdateDetail) =>
    detail.type === 'Goal' && (first ? detail.matchTime <= 45 : detail.matchTime > 45);
  const cards = (team: TeamScore, side: 'home' | 'away', kind: 'YellowCard' | 'RedCard') =>
    String(
      (kind === 'YellowCard' ? team.numberOfYellowCards : team.numberOfRedCards) ??
        count(details, side, (detail) => detail.type === kind),
    );
  return [
    ['Goals, first half', count(details, 'home', goalsIn(true)), count(details, 'away', goalsIn(true))],
    ['Goals, second half', count(details, 'home', goalsIn(false)), count(details, 'away', goalsIn(false))],
    ['Yellow cards', cards(home, 'home', 'YellowCard'), cards(away, 'away', 'YellowCard')],
    ['Red cards', cards(home, 'home', 'RedCard'), cards(away, 'away', 'RedCard')],
  ];
}

function optionalRows(home: TeamScore, away: TeamScore): Row[] {
  const rows: Row[] = [];
  const add = (label: string, of: (team: TeamScore) => string | undefined) => {
    const values = [of(home), of(away)];
    if (values.some((value) => value !== undefined)) rows.push([label, values[0] ?? '–', values[1] ?? '–']);
  };
  add('Sets', (team) => team.sets);
  const sets = Math.max(home.gameSequence?.length ?? 0, away.gameSequence?.length ?? 0);
  for (let set = 0; set < sets; set += 1) add(`Set ${set + 1}`, (team) => team.gameSequence?.[set]);
  add('Games', (team) => team.games);
  add('Aces', (team) => team.aces);
  add('Double faults', (team) => team.doubleFaults);
  add('Service breaks', (team) => team.serviceBreaks);
  for (const inning of ['inning1', 'inning2'] as const) {
    add(`Innings ${inning === 'inning1' ? 1 : 2}`, (team) => {
      const score = team[inning];
      return score === undefined ? undefined : `${score.runs}/${score.wickets} (${score.overs} ov)`;
    });
  }
  const quarters = Math.max(home.quarterByQuarter?.length ?? 0, away.quarterByQuarter?.length ?? 0);
  for (let quarter = 0; quarter < quarters; quarter += 1)
    add(`Q${quarter + 1}`, (team) => team.quarterByQuarter?.[quarter]?.toString());
  return rows;
}

/** The statistics of the event, by row: label, home, away (unescaped). */
export function statisticsOf(state: LiveEventState): Row[] {
  const { home, away } = state.score;
  return [
    ['Score', home.score, away.score],
    ...(state.eventTypeId === '1' ? footballRows(state) : []),
    ...optionalRows(home, away),
  ];
}

export function matchStatsHtml(state: LiveEventState | undefined): string {
  if (state === undefined) return noEventPage('Match stats', MATCH_STATS_REFRESH_SECONDS);
  const rows = statisticsOf(state)
    .map(
      ([label, home, away]) =>
        `<tr><td>${escapeHtml(home)}</td><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(away)}</td></tr>`,
    )
    .join('');
  const events = state.updateDetails.map((detail) => `<li>${eventText(detail)}</li>`).join('');
  return playerPage(
    `Match stats: ${state.homeName} v ${state.awayName}`,
    scoreBar(state) +
      clockLine(state) +
      '<main class="stats">' +
      `<table aria-label="Match statistics"><thead><tr><th scope="col">${escapeHtml(state.homeName)}</th><th scope="col"></th><th scope="col">${escapeHtml(state.awayName)}</th></tr></thead><tbody>${rows}</tbody></table>` +
      (events === '' ? '' : `<h2>Events</h2><ul class="events">${events}</ul>`) +
      '</main>',
    MATCH_STATS_REFRESH_SECONDS,
  );
}
