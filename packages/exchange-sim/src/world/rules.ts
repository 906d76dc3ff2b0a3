// Market rules as the catalogue's MarketDescription.rules carries them (betfair-protocol §2.3):
// a short HTML text per kind of market, with a link to the exchange's general rules.
import type { MarketKind } from './world-model.js';

const GENERAL_RULES_LINK =
  '<a href="https://www.betfair.com/aboutUs/Rules.and.Regulations/" target="_blank">Rules and Regulations</a>';

const KIND_RULES: Readonly<Record<MarketKind, string>> = {
  MATCH_ODDS:
    'Predict the result of this match. All bets apply to the result at the end of regular time, including any stoppage time, unless stated otherwise for the sport.',
  OVER_UNDER_25:
    'Predict whether more or fewer than 2.5 goals will be scored in regular time, including stoppage time.',
  CORRECT_SCORE:
    'Predict the score at the end of regular time. Any Other Home Win, Any Other Away Win and Any Other Draw cover every score not listed.',
  BOTH_TEAMS_TO_SCORE: 'Predict whether both teams score at least one goal in regular time.',
  ASIAN_HANDICAP:
    'The handicap shown is added to the team’s score at the end of regular time. Where the adjusted result is level, bets are void and stakes returned.',
  SET_BETTING:
    'Predict the match score in sets. If a player retires or is disqualified, all bets on this market are void.',
  RUNS_LINE:
    'Back to predict the total is below the line, lay to predict it is above. Settled on the runs scored in the first innings.',
  WIN: 'Predict the winner of this race. Non-runners are removed and a reduction factor applies to bets matched before the removal.',
  PLACE:
    'Predict a runner finishing in the number of places stated by the market. Non-runners are removed and reduction factors apply.',
  EACH_WAY:
    'Each way terms: the place part is paid at the fraction of the win odds shown by the each way divisor, for the number of places stated.',
  WINNER: 'Predict the winner of the competition. The market is settled on the official result.',
};

export function rulesFor(kind: MarketKind, extra = ''): string {
  return `<p>${KIND_RULES[kind]}${extra === '' ? '' : ` ${extra}`}</p><p>Please see the exchange ${GENERAL_RULES_LINK} for all other terms.</p>`;
}
