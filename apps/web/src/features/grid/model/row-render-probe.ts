// Test seam: every grid row calls this when it draws its runner's figures, so a test can prove a
// price change redraws only the row it touches. Absent in the app (one context read).
import { createContext } from 'react';

export type GridRowRenderProbe = (runnerKey: string) => void;

export const GridRowRenderProbeContext = createContext<GridRowRenderProbe | undefined>(undefined);
