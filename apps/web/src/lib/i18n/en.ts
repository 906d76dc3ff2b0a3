// English texts, the source of every translation key (pt.ts must have the same shape, so a
// missing key is a compile error). Spec texts are quoted exactly.
import { enHome } from './en-home';
import { enMarketScreen } from './en-market-screen';
import { enAutoBets } from './en-auto-bets';
import { enGeneral } from './en-general';
import { enSportsList } from './en-sports-list';
import { enLists } from './en-lists';
import { enAccount } from './en-account';
import { enClosing } from './en-closing';
import { enSettings } from './en-settings';
import { enPagination } from './en-pagination';
import { enSearch } from './en-search';
import { enBetHistory } from './en-bet-history';
import { enLiveStream } from './en-live-stream';
import { enLiveScores } from './en-live-scores';
import { enRacing } from './en-racing';
import { enStaticPages } from './en-static-pages';

export const en = {
  app: {
    name: 'Greenbook',
    loadingPage: 'Loading the page…',
    // The toasts' region (Alt+T moves to it).
    notifications: 'Notifications Alt+T',
  },
  notFound: {
    title: '- 404 -',
    slogan: 'respect the nature',
    joke: 'no Bang Bang in here',
    hint: 'try another target',
    home: 'Back to home',
  },
  session: {
    landing: {
      tagline: 'Trade the exchange with a grid and a price ladder, one click away.',
      navAccount: 'Account',
      navPrices: 'Prices',
      navFaq: 'FAQs',
      loginTitle: 'Log in with your exchange account',
      countryLabel: 'Exchange country',
      loginButton: 'login for free',
      signUp: 'No account yet? Sign up',
      upgrade: 'Upgrade to SUPER',
      upgradeNeedsLogin: 'Please login with the exchange provider first!',
      compareTitle: 'Free vs SUPER',
      compareFeature: 'Feature',
      compareFree: 'Free',
      compareSuper: 'SUPER',
      included: 'Included',
      notIncluded: 'Not included',
      featureGlobalCashOut: 'Global cash out',
      featureAutoOptions: 'Auto options',
      featureKeepInPlay: 'Keep in Play',
      featureFillOrKill: 'Fill or Kill',
      featureTickOffset: 'Tick Offset',
      featureStopLoss: 'Stop Loss',
      featureMarketTabs: 'Market tabs',
      featureLiveScores: 'Live scores',
      pricesTitle: 'Prices',
      pricesBeta: 'During a beta, SUPER is free for {{days}} days.',
      pricesFinal: 'The advertised final prices:',
      pricesMonthly: '{{price}} {{currency}} per month',
      pricesYearly: '{{price}} {{currency}} per year ({{days}} days)',
      showcaseTitle: 'See the trading screen',
      shotGridTitle: 'Grid',
      shotGridText: 'Every runner’s best back and lay prices on one screen, one click to bet.',
      shotGridAlt: 'Greenbook’s grid view of a live market: back and lay prices and sizes for every runner',
      shotLadderTitle: 'Ladder',
      shotLadderText: 'A price ladder per runner with the market’s full depth.',
      shotLadderAlt:
        'Greenbook’s ladder view of the same market: a price ladder per runner with back and lay columns',
      shotPhoneTitle: 'Phone',
      shotPhoneText: 'The same market on a 390 px phone screen.',
      shotPhoneAlt: 'The same market on a phone 390 pixels wide: the grid with back and lay prices',
      footer: 'Greenbook — an exchange trading client',
    },
    domains: {
      DEFAULT: 'International',
      AUS: 'Australia',
      ITA: 'Italy',
      ESP: 'Spain',
      ROU: 'Romania',
      SWE: 'Sweden',
    },
    loginPage: {
      title: 'Log in',
    },
    loginResult: {
      signingIn: 'Signing you in…',
      failed: 'Something went wrong when trying to login. Please try again later.',
      unreachable:
        'Error communicating with our login service. Check your internet connection and try again.',
    },
    loginDevelopment: {
      title: 'Development login result',
      text: 'The exchange sent a code to this development address. Continue here, or open another environment.',
      proceed: 'proceed to login',
      local: 'Local development (port 5173)',
      production: 'This server',
    },
    loading: 'Loading your account…',
    serversUnreachable:
      'Something went wrong when trying to comunicate with our servers. Please try again later or contact us.',
    sessionLost: 'Session lost. Please check your internet connection and login again.',
    inactivity: {
      title: 'Are you there?',
      text: 'For your safety you will be logged out in {{time}} without activity.',
      stay: "Wait, I'm here!",
      loggedOut: 'Session lost due to inactivity. Please log in again.',
    },
    logout: {
      title: 'Log out',
      logout: 'Logout',
      cancel: 'Cancel',
      h1: 'Leaving already? The market will miss you.',
      h2: 'Green books only from here on.',
      h3: 'Time to cash out of the day?',
      h4: 'The ladder will be right here tomorrow.',
      h5: 'Every good trader knows when to stop.',
      h6: 'Closing the book for today?',
      h7: 'Rest well, the odds never sleep.',
      h8: 'Log out and come back sharper.',
      h9: 'One last look at your positions?',
      h10: 'See you at the next kick-off.',
    },
  },
  upsell: {
    title: 'A SUPER feature',
    upgrade: 'Upgrade to SUPER',
    close: 'Not now',
  },
  shell: {
    home: 'Greenbook home',
    collapse: 'Collapse header',
    expand: 'Expand header',
    logout: 'Logout',
    thisMarket: 'This Market',
    general: 'General',
    matchedShort: 'M',
    unmatchedShort: 'U',
    matched: 'Matched bets: {{count}}',
    unmatched: 'Unmatched bets: {{count}}',
    cashOut: 'Cash out total: {{value}}',
    searchLabel: 'Search',
    searchPlaceholder: 'Search by teams, competitions, races, and more',
    language: 'Language',
    darkTheme: 'Dark theme',
    recent: {
      label: 'Recent markets',
      live: 'LIVE',
      open: 'Open {{event}} — {{market}}',
      remove: 'Remove {{event}} — {{market}} from recent markets',
      upsellText:
        'Opening markets from the recent-markets bar is part of SUPER. During the beta SUPER is free.',
    },
    stream: {
      delayed:
        'Betfair Stream API is experiencing some delay. It is not safe to keep using this software right now.',
      recovered: 'Betfair Stream API is back to full speed. It is safe to use this software again.',
      resubscribing: 'Internet connection problems detected. Trying to re-Subscribe Markets...',
      subscriptionFailed:
        'Session lost: the price stream stopped responding, possibly because of a firewall. Please login again.',
      orderSubscriptionFailed:
        'Session lost: the stream of your bets stopped responding, possibly because of a firewall. Please login again.',
      reconnecting: 'Internet connection problems detected. Trying to reconnect...',
      reconnected: 'Internet connection is back to full speed. It is safe to use this software again.',
      failed:
        'Cannot connect to the exchange. Please stop using this software, check your internet connection and restart the application.',
    },
  },
  ...enHome,
  /** account-and-product §4 market status labels (home lists, recent-market chips). */
  marketStatus: {
    LIVE: 'LIVE',
    GOING_LIVE: 'going live',
    DELAY: 'DELAY {{clock}}',
    NOT_GOING_LIVE: 'not going live',
    OPEN: 'OPEN',
    SUSPENDED: 'SUSPENDED',
    INACTIVE: 'INACTIVE',
    CLOSED: 'CLOSED',
    CLOCK: '{{time}}',
  },
  errors: {
    crashTitle: 'Something went wrong.',
    crashNote:
      'The error details were automatically sent to our support team. We are sorry for the inconvenience. Please restart the application.',
    restart: 'Restart application',
    blockedTitle: 'Blocked Country',
    blockedText: 'Sorry, due to regulatory restrictions the product is not supported in your country.',
    blockedToast:
      'Sorry, due to regulatory restrictions the product is not supported in your country. IP location detected: {{country}}.',
    blockedDummy: 'If you see this error, please contact us.',
    contact: 'Contact: {{email}}',
    cactus: 'Cactus: click me ({{count}})',
    tooMany: 'OPS! that was too many!',
  },
  ...enMarketScreen,
  ...enClosing,
  ...enAutoBets,
  ...enGeneral,
  ...enSettings,
  ...enSportsList,
  ...enPagination,
  ...enSearch,
  ...enBetHistory,
  ...enLiveStream,
  ...enLiveScores,
  ...enRacing,
  ...enStaticPages,
  ...enLists,
  ...enAccount,
} as const;

/** The shape every language file must have: the same keys, any strings. */
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Translations = Strings<typeof en>;
