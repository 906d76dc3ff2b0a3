// The seam for the per-runner closing buttons (trading-core §4: Hedge, Unlevel): the betting
// feature provides what to draw beside a runner; the grid and the ladder put it in their runner
// header. Features never import each other, so the context lives in lib.
import { createContext, type ReactNode } from 'react';

/** Draws the closing buttons of one runner of a market. */
export type RunnerClosingSlot = (marketId: string, runnerKey: string) => ReactNode;

export const RunnerClosingContext = createContext<RunnerClosingSlot | undefined>(undefined);
