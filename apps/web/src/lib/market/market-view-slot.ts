// The seam between the market page (features/market) and the views the app puts in its slots:
// the grid (features/grid), the ladder (features/ladder) and bet placement (features/betting).
// Features never import each other; the app layer fills the slots (see features/market/README).
import type { ReactNode } from 'react';

/** What the market page gives every view it renders. */
export interface MarketViewSlotProps {
  readonly eventId: string;
  readonly marketId: string;
  readonly marketName: string | undefined;
  /** Runner names by runner key (selectionId_handicap), from the market catalogue. */
  readonly runnerNames: Readonly<Record<string, string>>;
}

/** A view slot: the grid or the ladder. */
export type MarketViewSlot = (props: MarketViewSlotProps) => ReactNode;

/** The placement slot wraps both views (it provides BetRequestContext). */
export type MarketPlacementSlot = (
  props: MarketViewSlotProps & { readonly children: ReactNode },
) => ReactNode;
