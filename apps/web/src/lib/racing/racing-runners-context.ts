// The racing details of the open market's runners, from its catalogue: the market page provides
// them, the grid and the ladder draw them under each runner (features never import each other, so
// the context lives in lib).
import { createContext } from 'react';
import type { RacingRunner } from './runner-metadata';

export interface RacingRunners {
  /** Greyhound racing (4339): the cloth number is the trap. */
  readonly greyhounds: boolean;
  /** By runner key (selectionId_handicap). */
  readonly runners: ReadonlyMap<string, RacingRunner>;
}

export const NO_RACING_RUNNERS: RacingRunners = { greyhounds: false, runners: new Map() };

export const RacingRunnersContext = createContext<RacingRunners>(NO_RACING_RUNNERS);
