// A ladder level as the painter draws it: the cells' texts in the account's currency (model/format)
// and the marks, packed small for the message to the worker.
import { formatAvailable, formatTraded } from '../model/format';
import type { LadderLevel } from '../model/ladder-levels';
import type { RowFigures } from './paint-messages';

export function rowFigures(level: LadderLevel, conversionRate: number): RowFigures {
  return [
    formatAvailable(level.back, conversionRate),
    formatAvailable(level.lay, conversionRate),
    formatTraded(level.traded, conversionRate),
    level.tradedShare,
    level.isLastTraded,
    level.backDelay,
    level.layDelay,
  ];
}
