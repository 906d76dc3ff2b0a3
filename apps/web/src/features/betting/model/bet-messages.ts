// Placement texts the packages do not carry (trading-core §8 "Warnings at placement"), quoted
// exactly, and our wording where the spec has none.

/** trading-core §8 / §5 "Market restrictions": bets on EACH_WAY markets are refused. */
export const EACH_WAY_REFUSED_MESSAGE = 'Bet not placed. Not yet supported bets on "EACH_WAY" market types.';

/** trading-core §5 "market type LINE is not supported": our wording, modelled on the EACH_WAY text. */
export const LINE_REFUSED_MESSAGE = 'Bet not placed. Not yet supported bets on "LINE" market types.';
