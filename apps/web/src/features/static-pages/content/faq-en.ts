// The FAQ, in English: the 13 questions of account-and-product §1, answered from what the product
// does (spec and repository README).
import type { FaqPage } from '../model/static-content';

export const faqEn: FaqPage = {
  title: 'Frequently asked questions',
  lead: 'Short answers to what traders ask us most. Open a question to read its answer.',
  questions: [
    {
      id: 'account',
      question: 'Do I need an exchange account?',
      answer: [
        'Yes. Greenbook trades on your Betfair exchange account: you log in through the exchange’s own sign-on page, choosing the login for your country. If you have no account yet, the login page has a sign-up link.',
      ],
    },
    {
      id: 'password',
      question: 'Does Greenbook see my password or hold my money?',
      answer: [
        'No. You type your password only on the exchange’s page, and Greenbook receives a token that lets it act for you. Your money stays on your exchange account; every bet is placed there, with the exchange’s commission.',
      ],
    },
    {
      id: 'free',
      question: 'What is free, and what does SUPER add?',
      answer: [
        'Trading from the grid and the ladder, the lists, search, bet history and the account page are free. SUPER adds global cash out, the automatic options (Keep in Play, Fill or Kill, Tick Offset, Stop Loss), market tabs and live scores.',
      ],
    },
    {
      id: 'price',
      question: 'How much does SUPER cost?',
      answer: [
        'During the beta, SUPER is free for 90 days: upgrade from the store page with your e-mail address. The advertised prices afterwards are 2.99 EUR a month or 29.90 EUR a year.',
      ],
    },
    {
      id: 'grid-ladder',
      question: 'What is the difference between the grid and the ladder?',
      answer: [
        'The grid shows each runner in a row with the best back and lay prices, like the exchange’s own page. The ladder shows every price of one runner in a column, with the money waiting at each price and your bets beside them, for trading in and out quickly.',
      ],
    },
    {
      id: 'one-click',
      question: 'Can I bet with one click?',
      answer: [
        'Yes. By default a click on a price opens a confirmation with the runner, side, odds and stake. Untick ‘Confirm bet before placing’ (there or in the settings) and a click places the bet at once with your stake.',
      ],
    },
    {
      id: 'auto',
      question: 'What do the automatic options do?',
      answer: [
        'Keep in Play keeps your unmatched bet when the event turns in play instead of letting it lapse. Fill or Kill matches what it can at once and cancels the rest instead of leaving it waiting. Tick Offset and Stop Loss act once your bet is fully matched: they place the opposite bet a number of ticks away, Tick Offset on the side that locks in a profit, Stop Loss on the side that limits a loss.',
      ],
    },
    {
      id: 'cash-out',
      question: 'How does cash out work?',
      answer: [
        'Cash out places the opposite bet at the current price so that your profit or loss is the same whichever runner wins. You cash out a market from its page; SUPER users can also cash out all their markets at once with global cash out.',
      ],
    },
    {
      id: 'history',
      question: 'Where do I see my settled bets?',
      answer: [
        'In the bet history, filtered by sport, event and market and by dates. It covers your settled bets of the last three months.',
      ],
    },
    {
      id: 'logout',
      question: 'Why was I logged out?',
      answer: [
        'For your safety, after an hour without activity Greenbook warns you, and after an hour and a half it logs you out. You are also logged out when the exchange ends your session or when you revoke Greenbook’s permissions. Just log in again.',
      ],
    },
    {
      id: 'limits',
      question: 'Why was my action slow or refused?',
      answer: [
        'The exchange allows at most 5 calls per second, and it refuses bets that break its own rules (a stake below its minimum, a price off its ladder, a closed or suspended market). Greenbook shows the exchange’s reason when that happens.',
      ],
    },
    {
      id: 'devices',
      question: 'Does it work on my phone, in Portuguese, in the dark?',
      answer: [
        'Yes. Greenbook runs in the browser on computers and phones, in English or Portuguese, with a light and a dark theme; switch them at the top of the page or in the footer.',
      ],
    },
    {
      id: 'refund',
      question: 'Can I get a refund?',
      answer: [
        'Only when a malfunction of Greenbook lasts over 72 hours, and then in proportion to the period it lasted, as the Terms and Conditions say. Losses on bets are never refunded.',
      ],
    },
  ],
};
