// Screen breakpoints and layout sizes (trading-core §9, account-and-product §2/§9). Pixels.

/** trading-core §9 and account-and-product §9 "Breakpoints". */
export const BREAKPOINTS_PX = {
  /** Mobile layout: widths up to 767 px (768 px and up is not mobile). */
  mobileMax: 767,
  /** First non-mobile width: 1 ladder under it, soccer cards 5 under it. */
  tablet: 768,
  /** Small phones (trading-core "Mobile breakpoints 767/768 and 480"). */
  smallMobile: 480,
  /** Swipe/scroll reset happens under this width. */
  swipeReset: 766,
  /** List row height changes below this width. */
  listRowWide: 1200,
  /** 2 ladders / 7 soccer cards under this width. */
  desktop: 1450,
  /** 3 ladders under this width, 4 from it. */
  wide: 2000,
} as const;

/** trading-core §9: ladder view geometry. */
export const LADDER_VIEW = {
  /** Base height of one ladder row before the sliders apply. */
  baseRowHeight: 31,
  /** Default number of ladder rows. */
  defaultRowCount: 50,
  /** Default ladder height (10 base rows of 31 px). */
  defaultHeight: 310,
  /** Rows rendered beyond the visible ones. */
  overscanRows: 3,
  /** Ladder view sliders (textSize, rowHeight, rowSpace) take integers in this range, default 0. */
  sliderMin: -5,
  sliderMax: 5,
  sliderDefault: 0,
  /** Grid view shows 3 price levels per side. */
  gridPriceLevels: 3,
} as const;

/** account-and-product §2/§9: virtualised list geometry. */
export const LIST_VIEW = {
  /** Row height on wide screens (1200 px and up). */
  rowHeight: 61,
  /** Row height on mobile (767 px and down). */
  rowHeightMobile: 71,
  /** Row height between mobile and 1200 px. */
  rowHeightMedium: 90,
  /** Extra rows rendered beyond the visible ones. */
  overscanRows: 3,
} as const;

/** account-and-product §2/§9: soccer cards per page by width. */
export const SOCCER_CARDS_PER_PAGE = {
  mobile: 5,
  medium: 7,
  wide: 9,
} as const;

/** account-and-product §2: scroll positions that change the page chrome. */
export const SCROLL_THRESHOLDS_PX = {
  /** The header gets its scrolled style after 10 px. */
  headerScrolled: 10,
  /** The landing-page parallax applies while scroll is under 900 px. */
  landingParallax: 900,
} as const;

/** trading-core §9: live video panel in the sidebar. */
export const VIDEO_PANEL = {
  aspectRatio: 1.78,
  defaultWidth: 350,
  defaultHeight: 250,
} as const;

/** trading-core §9: soccer half length in minutes; goal and card markers are placed as a fraction of it. */
export const SOCCER_HALF_MINUTES = 45;
