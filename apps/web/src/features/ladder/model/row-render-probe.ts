// Test seam: a function every ladder row calls when it renders, so a test can prove that a price
// change re-renders only the rows it touches. Absent in the app (no cost but one context read).
import { createContext } from 'react';

export type RowRenderProbe = (runnerKey: string, tick: number) => void;

export const RowRenderProbeContext = createContext<RowRenderProbe | undefined>(undefined);
