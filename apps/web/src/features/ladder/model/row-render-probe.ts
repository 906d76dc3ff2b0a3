// Test seam: a function every ladder row calls when it draws a change of its level, so a test can
// prove that a price change redraws only the rows it touches. Absent in the app (no cost but one
// context read).
import { createContext } from 'react';

export type RowRenderProbe = (runnerKey: string, tick: number) => void;

export const RowRenderProbeContext = createContext<RowRenderProbe | undefined>(undefined);
