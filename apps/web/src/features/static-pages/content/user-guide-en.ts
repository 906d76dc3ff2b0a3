// The User Guide in English (account-and-product §2 "Static pages"; what it describes: both
// specs and the product itself). The page and the build-time PDF both read this module.
import type { UserGuide } from '../model/user-guide';

export const userGuideEn: UserGuide = {
  title: 'User Guide',
  lead: 'How to trade with Greenbook, screen by screen: from the first login to the ladder and the automatic options.',
  labels: {
    topics: 'Guide topics',
    openTopics: 'Topics',
    closeTopics: 'Close topics',
    downloadPdf: 'Download the guide (PDF)',
    enlarge: 'Enlarge: {alt}',
    closeViewer: 'Close',
    page: 'Page {page}',
    contents: 'Contents',
  },
  topics: [
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
    {
      id: 'market-page',
      level: 1,
      title: 'Market Page',
      paragraphs: [
        'The trading screen of one market, at /market/{event}/{market}. Its header sets how you bet; below it the runners show as a Grid or as Ladders. A market that is suspended, not yet active or closed is dimmed with a message saying so.',
      ],
    },
    {
      id: 'market-header',
      level: 2,
      title: 'Market header',
      paragraphs: [
        'The title bar shows the event, its start, the sport and competition or venue, the broadcast buttons and the fullscreen switch. Below it: the market selector (every market of the event with its traded volume), the stake with its mode (Your Stake, Your Liability, Your Profit Value, Your Inverse Stake) and your stake buttons, the Grid or Ladder choice, the Auto Options switch and the cash out button.',
        'Cash out closes your position at the current prices; hedge and unlevel appear when they apply. Each asks for confirmation when bet confirmation is on.',
      ],
      figures: [
        {
          image: 'market-header',
          alt: 'The market header with the stake, the view choice and the Auto Options switch',
          caption: 'The market header: stake, view, auto options and cash out.',
        },
      ],
    },
    {
      id: 'grid',
      level: 2,
      title: 'Grid',
      paragraphs: [
        'One row per runner with the three best prices on each side: back (blue) on the left, lay (pink) on the right, each with the amount available. Click a price to bet at it with the current stake; with bet confirmation on, a dialog shows the bet first and you can change the odd and the stake there. Each placed bet is told in a toast at the top right; the next one replaces it rather than adding another, so a quick run of one-click bets never piles toasts over the prices (errors stay one each, and every bet is in your bet lists and receipts).',
        'Your profit or loss if each runner wins shows under its name. The sort button orders the runners by best price or by the exchange’s order. A change of traded volume or last traded price is highlighted for a second.',
      ],
      figures: [
        {
          image: 'grid',
          alt: 'The Grid view of a market with back and lay prices',
          caption: 'The Grid: three prices a side for every runner.',
        },
      ],
    },
    {
      id: 'ladder',
      level: 2,
      title: 'Ladder',
      paragraphs: [
        'One ladder per selected runner (as many as your screen fits) with every price of the market in a column: your hedge, what is available to BACK, the last traded price, what is available to LAY, your unmatched stakes and the traded volume at each price. The ladder opens centred on the best prices; “Center ladders” brings it back.',
        'Click in the BACK or LAY column to bet at that price; click your unmatched amount to cancel it. “Ladder options” chooses the runners that get a ladder, and each ladder can swap its runner or show its chart in the sidebar.',
      ],
      figures: [
        {
          image: 'ladder',
          alt: 'The Ladder view with a price ladder per runner',
          caption: 'The Ladder: every price, your bets and the traded volume.',
        },
      ],
    },
    {
      id: 'execution-receipts',
      level: 2,
      title: 'Execution receipts and the bet delay',
      paragraphs: [
        'Every bet you place by clicking a price gets an execution receipt. Open it from “Execution receipts” in the This Market tab, or with the receipt button beside an unmatched bet. It shows when you clicked, when the request was sent, the in-play delay the bet served, when the exchange acknowledged it, each partial match and whether it was fully matched, cancelled or lapsed — with the time each step took. The slippage compares your average matched price with the price you clicked, in ticks and in price: positive is better than you clicked, negative (in red) is worse. The last 100 receipts of each market are kept while the page is open; a reload starts afresh. Beside the one-click indicator, “Last bet” shows how long your last bet took from the click to the exchange’s answer.',
        'In play, the exchange holds most bets for the market’s bet delay, but a bet that does not cross the spread — it cannot match at once and waits in the book — goes without delay (Betfair’s “passive” bets). The ladder hatches the cells whose bet would cross and wait the delay; plain cells go at once. Keep in Play and Fill or Kill bets always wait. The bar shown while a bet waits for the exchange runs for the delay that bet actually serves.',
      ],
    },
    {
      id: 'recording-markets',
      level: 2,
      title: 'Recording a market',
      paragraphs: [
        'Press “Record” in the market’s toolbar to record the market’s prices from the live stream into a file in Betfair’s historical format. While it records, the button turns red with a dot and shows how long it has run and how big the file is; press it again to stop, and the browser saves the file (gzip-compressed, named greenbook-<market>-<start time>.gz).',
        'The file starts with the whole market as it was when you pressed Record, so you can practise on it later, or replay it with “npm run replay -- FILE”, which shows the same prices you saw live. The recording goes on if you open another market (come back to stop it); reloading or closing the page loses it, so the browser asks first. A recording stops taking prices at 20 MB and tells you: stop it to save what it has.',
      ],
    },
    {
      id: 'automatic-betting',
      level: 1,
      title: 'Automatic betting',
      paragraphs: [
        'Automatic options are part of SUPER. Switch them on in the Auto Options panel of the market header before placing a bet: the ON/OFF mark tells how many are active, and the bet confirmation lists the ones that will apply. They do not apply to closing bets (cash out, hedge, unlevel).',
      ],
      figures: [
        {
          image: 'auto-options',
          alt: 'The Auto Options panel with Keep in Play, Fill or Kill, Tick Offset and Stop Loss',
          caption: 'The four automatic options.',
        },
      ],
    },
    {
      id: 'keep-in-play',
      level: 2,
      title: 'Keep in Play',
      paragraphs: [
        'An unmatched bet normally lapses when the event goes in play. With Keep in Play it persists into the in-play market. You can also change it later for an unmatched bet in your lists (No or Yes, then confirm).',
      ],
    },
    {
      id: 'fill-or-kill',
      level: 2,
      title: 'Fill or Kill',
      paragraphs: [
        'The bet is matched at once, as far as the market allows at your price, or cancelled: nothing is left waiting in the market.',
      ],
    },
    {
      id: 'tick-offset',
      level: 2,
      title: 'Tick Offset',
      paragraphs: [
        'Takes a profit: when your bet is matched Greenbook places the opposite bet a number of ticks away (a back is followed by a lay that many ticks lower, a lay by a back that many ticks higher). A part-matched bet gets its offset in proportion to what was matched.',
        'The number of ticks is at least 1; if the offset price would fall outside 1.01 to 1000 the auto bet is not scheduled and a warning says so.',
      ],
    },
    {
      id: 'stop-loss',
      level: 2,
      title: 'Stop Loss',
      paragraphs: [
        'Limits a loss: once your bet is matched, when the market moves that many ticks against you Greenbook sends the opposite bet to close the position. Scheduled auto bets are listed in the sidebar, where you can cancel them; “An auto-bet was sent to the exchange.” confirms each one sent.',
      ],
    },
    {
      id: 'odds-view',
      level: 1,
      title: 'Odds view',
      paragraphs: [
        'The odds view (in Settings) decides which prices show under Back and Lay. Market take, the default, shows the prices you can take now: under Back the best prices to back at, under Lay the best prices to lay at. Market make shows each side its own book instead (under Back the other backers’ waiting bets, under Lay the other layers’), the queue you join when you offer a price and wait to be matched.',
        'The weight of money setting (best, second and third price, 50/30/20 by default, totalling 100%) decides how the ladder weighs the money waiting on each side.',
      ],
    },
    {
      id: 'practice',
      level: 1,
      title: 'Practice on recorded markets',
      paragraphs: [
        'Open Practice (/practice), choose a Betfair historical data file (PRO, ADVANCED or BASIC; .bz2, .gz or plain) or a file Greenbook recorded, and press Open file. Trade on this market opens it in the real market screen: grid, ladder, orders, cash out and auto bets work as on a live market. A PRACTICE bar under the header plays or pauses the replay, sets its speed (1×, 2×, 5×, 10× or Max), moves it to any moment and restarts it; moving back or restarting begins the replay again from there, with a fresh practice balance.',
        'Your bets join the queue as they would have: a back at a price fills only after the money recorded ahead of it at that price has traded. Practice money (the equivalent of £1,000 in your currency) is kept apart from your account. The report on the Practice page shows your bets and fills, your profit and loss over the replay as a chart, and the average time from click to match. Leave practice returns to your real account.',
      ],
    },
  ],
};
