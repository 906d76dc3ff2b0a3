// The English User Guide's second part: the market page, its grid and ladder, the automatic
// options and practice (user-guide-en.ts puts the parts together).
import type { GuideTopic } from '../model/user-guide';

export const tradingTopicsEn: readonly GuideTopic[] = [
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
      'Every bet you place by clicking a price gets an execution receipt. Open it from “Execution receipts” in the This Market tab, or with the receipt button beside an unmatched bet. It shows when you clicked, when the request was sent, the in-play delay the bet served, when the exchange acknowledged it, each partial match and whether it was fully matched, cancelled or lapsed — with the time each step took. The slippage compares your average matched price with the price you clicked, in ticks and in price: positive is better than you clicked, negative (in red) is worse. If you changed the price in the confirmation dialog, the receipt shows the price you sent and measures the slippage from it. The last 100 receipts of each market are kept while the page is open; a reload starts afresh. Beside the one-click indicator, “Last bet” shows how long your last bet took from the click to the exchange’s answer; for a bet you confirmed in the dialog, it counts from Confirm, which the receipt lists as its own step.',
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
];
