// The English User Guide's first part: signing in, the layout, the sidebar, the header and the
// lists, up to the market page (user-guide-en.ts puts the parts together).
import type { GuideTopic } from '../model/user-guide';

export const screenTopicsEn: readonly GuideTopic[] = [
  {
    id: 'login',
    level: 1,
    title: 'Login',
    paragraphs: [
      'Greenbook has no password of its own. On the landing page choose the country of your exchange account and press the login button: you go to the exchange’s own sign-on page, log in there and come back to Greenbook signed in. Greenbook never sees your exchange password.',
      'At the first login the exchange asks you to allow Greenbook to place, update and cancel bets and to read your name, country, balance, exposure and betting records. You can withdraw that permission at any time from your account page (“remove permissions”).',
      'For your safety a session that sees no activity for a long time shows “Are you there?” with a countdown; press “Wait, I’m here!” to stay, or you are logged out when it ends.',
    ],
    figures: [
      {
        image: 'landing',
        alt: 'The landing page with the login buttons and the free versus SUPER comparison',
        caption: 'The landing page: log in with your exchange account, compare Free and SUPER.',
      },
    ],
  },
  {
    id: 'exchange-api',
    level: 1,
    title: 'Exchange API',
    paragraphs: [
      'Everything you see comes from the exchange through its official interfaces. Prices, volumes and your own bets arrive over two live streaming connections, so the screen moves with the market without reloading. Lists, searches and your settled bets are read with the exchange’s betting API.',
      'Every bet is placed on your exchange account, in your currency, with its balance, limits and commission. The exchange allows at most 5 calls per second, and Greenbook keeps to it.',
      'If the price stream slows down you see a warning that it is not safe to keep trading until it recovers; if the connection drops, Greenbook reconnects and says so. When a bet’s outcome is unknown (a time-out) check your matched bets before placing it again.',
    ],
  },
  {
    id: 'layout',
    level: 1,
    title: 'Layout',
    paragraphs: [
      'Signed in, every screen has the same frame: the header at the top, the page in the middle and the sidebar on the right with your account, your bets and the sports list. Under the page a footer links to these information pages.',
      'On a phone (narrower than 768 px) the sidebar becomes a panel you open from the header, and it closes by itself when you move to another page. The light and dark themes and the English and Portuguese interfaces can be changed at any time from the header.',
    ],
    figures: [
      {
        image: 'home',
        alt: 'The home page with the header, the home markets and the sidebar',
        caption: 'The frame of every signed-in page: header, page and sidebar.',
      },
      {
        image: 'phone-market',
        alt: 'A market on a 390 px phone',
        caption: 'The same product on a phone.',
      },
    ],
  },
  {
    id: 'sidebar',
    level: 1,
    title: 'Sidebar',
    paragraphs: [
      'The sidebar has three tabs: General, Sports List and This Market (only on a market page, where it opens by itself). You can change tab by clicking or by swiping on a touch screen.',
      'Beside the page (768 px and wider) the sidebar stays under the header and scrolls on its own: however long your bet lists grow, the prices beside it stay where they are.',
    ],
  },
  {
    id: 'sidebar-general',
    level: 2,
    title: 'General',
    paragraphs: [
      'Your account (name and balance), your settings, and everything you have running across markets: all unmatched bets grouped by event and market, all scheduled auto bets, all starting-price bets, and your recently settled markets (the last 7 days, with a link to the full bet history).',
      'Tick the boxes to select single bets, a whole market, an event or everything; the button at the top then reads “CANCEL [n] UNMATCHED BETS” and cancels them in one go.',
      'Settings holds the bet confirmation, your stake buttons and stake mode, the odds view, the ladder’s text and row sizes, the weight of money, sounds, notifications, the theme, the sports of the home page and a factory reset.',
    ],
    figures: [
      {
        image: 'sidebar-general',
        alt: 'The General tab of the sidebar with the account and the bet lists',
        caption: 'General: account, settings and all your bets.',
      },
    ],
  },
  {
    id: 'dead-mans-switch',
    level: 2,
    title: "Dead-man's switch",
    paragraphs: [
      'Open Settings in the General tab and turn on “Cancel my unmatched bets if this browser loses contact”, then choose how long the exchange should wait (10 to 300 seconds). While it is on, Greenbook tells the exchange every third of that time that you are still there, and the header shows “DMS” with the time the exchange granted.',
      'If your browser closes, crashes or loses its connection for longer than that, the exchange cancels all your unmatched bets on every market; matched bets stay. If Greenbook cannot reach the exchange you see a warning straight away, and if the exchange did cancel your bets you are told when contact returns.',
      'A tab in the background keeps the switch alive; a computer that goes to sleep does not. Turning the switch off, or logging out, tells the exchange to stop watching. The switch is free for every account.',
    ],
  },
  {
    id: 'keyboard-trading',
    level: 2,
    title: 'Keyboard trading and the command palette',
    paragraphs: [
      'On a market, the right and left arrow keys select a runner (in the grid it is marked on the left and the prices your keys would bet are outlined; in the ladder view its ladder is outlined), 1 to 9 pick the stake presets, the up and down arrows move the price a tick from the best price, and B or L back or lay at that price. A key bet goes exactly like a click: through the confirmation when your settings ask for it, and never on stale prices. Shift+C cancels every unmatched bet on the market; O cashes out, H hedges and G greens up (unlevels) the selected runner; V switches grid and ladder; [ and ] open the event’s previous and next market.',
      'Ctrl+K (Cmd+K on a Mac) or / opens the command palette anywhere: type to find a command, or three letters or more of a team, race or event to open its market, and press Enter. ? shows every shortcut, and a button with a key shows it in a tooltip when you point at it or reach it with Tab. Keys do nothing while you type in a field or a dialog is open. Change any key in Settings, Keyboard shortcuts; a key another command already has is refused.',
    ],
  },
  {
    id: 'sports-list',
    level: 2,
    title: 'Sports List',
    paragraphs: [
      'Browse every sport the exchange offers: sport, then competition or country, then event, then market. The breadcrumbs take you back up a level; “See all sports” returns to the top. Races show the country flag, the start time, the venue and “Tomorrow” when they start tomorrow.',
      'Clicking a market opens its market page.',
    ],
    figures: [
      {
        image: 'sports-list',
        alt: 'The Sports List tab with the list of sports',
        caption: 'Sports List: from sport to market in a few clicks.',
      },
    ],
  },
  {
    id: 'this-market',
    level: 2,
    title: 'This Market',
    paragraphs: [
      'Everything about the market you are on: the price and volume chart of the selected runner, your matched and unmatched bets in this market, its scheduled auto bets and starting-price bets, and the market’s rules (folded until you open them).',
      'SUPER members also see the live video, the match view and the match statistics when the event offers them.',
    ],
    figures: [
      {
        image: 'this-market',
        alt: 'The This Market tab with the runner chart and the bets of this market',
        caption: 'This Market: chart, your bets here and the rules.',
      },
    ],
  },
  {
    id: 'header',
    level: 1,
    title: 'Header',
    paragraphs: [
      'The logo takes you home. The search box finds teams, competitions, races and more. The recent-markets bar keeps the markets you visited one click away (a SUPER feature), with a LIVE mark on those in play.',
      'On the right: your matched (M) and unmatched (U) bet counts, the cash out total with the global cash out, the language, the dark theme switch and logout. The arrow collapses the header to give the market more room.',
    ],
  },
  {
    id: 'home-markets',
    level: 1,
    title: 'Home Markets',
    paragraphs: [
      'After login the home page shows today’s football as cards with the match odds, horse racing by country and venue, the events in play by sport, and two slots for minor sports that you choose in the settings.',
      'Each card opens its market; “see all” opens the full list of a sport, and the live list has a tab per sport.',
    ],
    figures: [
      {
        image: 'home',
        alt: 'The home page with football cards, racing and live events',
        caption: 'Home: football, racing, in play and your two chosen sports.',
      },
    ],
  },
];
