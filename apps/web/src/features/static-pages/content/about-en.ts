// About, in English (account-and-product §2 "Static pages"; what the product does: §1 and the
// repository README).
import type { ProsePage } from '../model/static-content';

export const aboutEn: ProsePage = {
  title: 'About Greenbook',
  lead: 'Greenbook is a browser trading client for the Betfair exchange: fast screens for people who back and lay for a living, or just for the fun of it.',
  sections: [
    {
      id: 'what',
      title: 'What it is',
      paragraphs: [
        'You trade sports and racing markets from a grid of odds or from a price ladder, with one-click or confirmed bets. Prices and your own bets arrive live from the exchange stream, so the screen moves as the market does.',
        'Around the trading screen you find lists of today’s football, racing by country and venue, events in play, search, your settled bet history of the last three months, and an account page.',
      ],
    },
    {
      id: 'account',
      title: 'Your exchange account, your money',
      paragraphs: [
        'Greenbook has no wallet of its own. You log in through the exchange’s own sign-on page and every bet is placed on your exchange account, with its balance, limits and commission. Greenbook never sees your exchange password.',
        'The permissions you grant at the first login let Greenbook place, update and cancel bets and read your name, country, balance, exposure and betting records. You can revoke them at any time from your account page.',
      ],
    },
    {
      id: 'tiers',
      title: 'Free and SUPER',
      paragraphs: [
        'Trading, lists, search and bet history are free. The SUPER tier adds global cash out, the automatic options (Keep in Play, Fill or Kill, Tick Offset, Stop Loss), market tabs and live scores.',
        'During the beta, SUPER is free for 90 days. The advertised prices afterwards are 2.99 EUR a month or 29.90 EUR a year.',
      ],
    },
    {
      id: 'more',
      title: 'Also here',
      paragraphs: [
        'A light and a dark theme, English and Portuguese, a layout that works on a phone, and free embeddable widgets for webmasters and affiliates.',
      ],
    },
  ],
};
