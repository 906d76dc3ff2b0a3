// trading-core §9 and account-and-product §2/§9: sizes that depend on the screen width (px).
import { BREAKPOINTS_PX, LIST_VIEW, SOCCER_CARDS_PER_PAGE } from '../constants/layout.js';

/**
 * Widths that are not a finite number ≥ 0 (a layout read before the window exists) are treated
 * as 0, the narrowest screen: the phone layout is the one that fits everywhere.
 */
function usableWidth(width: number): number {
  return Number.isFinite(width) && width > 0 ? width : 0;
}

/** trading-core §9 "Ladders by width": under 768 px 1; under 1450 px 2; under 2000 px 3; otherwise 4. */
export function laddersForWidth(width: number): number {
  const w = usableWidth(width);
  if (w < BREAKPOINTS_PX.tablet) return 1;
  if (w < BREAKPOINTS_PX.desktop) return 2;
  if (w < BREAKPOINTS_PX.wide) return 3;
  return 4;
}

/** account-and-product §2/§9: soccer cards per page: 5 under 768 px, 7 under 1450 px, otherwise 9. */
export function soccerCardsPerPage(width: number): number {
  const w = usableWidth(width);
  if (w < BREAKPOINTS_PX.tablet) return SOCCER_CARDS_PER_PAGE.mobile;
  if (w < BREAKPOINTS_PX.desktop) return SOCCER_CARDS_PER_PAGE.medium;
  return SOCCER_CARDS_PER_PAGE.wide;
}

/**
 * account-and-product §2 "row height 61, 71 below 767 px width, 90 below 1200 px". The two
 * ranges overlap (a phone is below both); the only reading that uses all three values is the
 * narrowest rule first: mobile → 71, then below 1200 → 90, otherwise 61. "Below 767 px" is read
 * as the product's mobile breakpoint (§9 "767 px mobile", i.e. widths up to 767 px, CSS
 * max-width: 767px), so the row height changes exactly where the mobile layout does.
 */
export function listRowHeight(width: number): number {
  const w = usableWidth(width);
  if (w <= BREAKPOINTS_PX.mobileMax) return LIST_VIEW.rowHeightMobile;
  if (w < BREAKPOINTS_PX.listRowWide) return LIST_VIEW.rowHeightMedium;
  return LIST_VIEW.rowHeight;
}

/** trading-core §2/§9: the mobile layout (sidebar hides on navigation, fullscreen header) applies up to 767 px. */
export function isMobileWidth(width: number): boolean {
  return usableWidth(width) <= BREAKPOINTS_PX.mobileMax;
}
