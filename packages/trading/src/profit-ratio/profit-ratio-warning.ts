// trading-core §2 "Bet confirmation dialog" and §5 "Profit-ratio rule": the texts and data of the
// warning shown when a stake is not accepted and will be adjusted.

/** trading-core §5: warning title when one bet is affected. */
export const PROFIT_RATIO_TITLE_SINGLE = 'Stake not accepted';

/** trading-core §5: warning title when several bets are affected (special confirmation lists). */
export const PROFIT_RATIO_TITLE_MULTIPLE = 'Stake(s) not accepted';

/** trading-core §5: the line naming the accepted stake; `{stake}` is replaced by the amount. */
export const MINIMUM_STAKE_FOR_ODD_TEMPLATE = 'Minimum stake for this odd is: {stake}';

/** trading-core §5: info text under the adjusted bets. */
export const PROFIT_RATIO_INFO_TEXT =
  'Bet(s) identified above will be automatically adjusted. Note: resulting Profit/Loss may be different.';

/** trading-core §2: the warning's button. */
export const PROFIT_RATIO_ACCEPT_BUTTON = 'Accept stake changes and submit bet(s)';

/** trading-core §5: 'Minimum stake for this odd is: {stake}' with the stake shown with 2 decimals (choice). */
export function minimumStakeForOddLine(stake: number): string {
  return MINIMUM_STAKE_FOR_ODD_TEMPLATE.replace('{stake}', stake.toFixed(2));
}

/** One adjusted bet as the warning shows it; `betRef` lets the caller match it to its row. */
export interface AdjustedStakeLine {
  readonly betRef: string;
  readonly originalStake: number;
  readonly adjustedStake: number;
  readonly line: string;
}

/** trading-core §5: everything the profit-ratio warning shows. */
export interface ProfitRatioWarning {
  readonly title: string;
  readonly bets: readonly AdjustedStakeLine[];
  readonly infoText: string;
  readonly acceptButton: string;
}

/**
 * trading-core §5: the warning for the bets whose stake changes, or undefined when none does
 * (no warning, so the bet may be placed at once). Choice: the singular title for exactly one
 * adjusted bet, the "(s)" title for two or more.
 */
export function profitRatioWarning(
  adjusted: ReadonlyArray<{
    readonly betRef: string;
    readonly originalStake: number;
    readonly adjustedStake: number;
  }>,
): ProfitRatioWarning | undefined {
  if (adjusted.length === 0) return undefined;
  return {
    title: adjusted.length === 1 ? PROFIT_RATIO_TITLE_SINGLE : PROFIT_RATIO_TITLE_MULTIPLE,
    bets: adjusted.map((bet) => ({ ...bet, line: minimumStakeForOddLine(bet.adjustedStake) })),
    infoText: PROFIT_RATIO_INFO_TEXT,
    acceptButton: PROFIT_RATIO_ACCEPT_BUTTON,
  };
}

/** Our wording (the spec has none) for a stake with no accepted stake within the adjustment maximum. */
export const NO_ACCEPTABLE_STAKE_MESSAGE =
  'Stake not accepted at this odd, and no accepted stake is within the automatic adjustment limit. Please change the stake.';
