// Terms and Conditions, in English (account-and-product §2 "Static pages": the refund rule and the
// exchange provider's call limit).
import type { ProsePage } from '../model/static-content';

export const termsEn: ProsePage = {
  title: 'Terms and Conditions',
  lead: 'By using Greenbook you accept these terms. Please read them before you trade.',
  sections: [
    {
      id: 'service',
      title: '1. The service',
      paragraphs: [
        'Greenbook is software that shows exchange markets and sends your instructions to the exchange provider. Bets are contracts between you and the exchange, under the exchange’s own terms and rules; Greenbook is not a party to them and holds no funds.',
        'You must be of legal age and allowed to bet where you live. Greenbook is not offered in some countries for regulatory reasons.',
      ],
    },
    {
      id: 'responsibility',
      title: '2. Your responsibility',
      paragraphs: [
        'You are responsible for every bet placed from your session, including bets placed by the automatic options you set (Keep in Play, Fill or Kill, Tick Offset, Stop Loss) and by one-click betting. Check the stake, the price and the side before you confirm.',
        'Prices move while you look at them. A bet is matched only at the price the exchange accepts; an unmatched bet stays open until it is matched, cancelled or lapses under the exchange’s rules.',
      ],
    },
    {
      id: 'limits',
      title: '3. The exchange’s limits',
      paragraphs: [
        'The exchange provider allows at most 5 calls per second. Actions beyond that limit may be delayed or refused by the exchange, and Greenbook cannot guarantee that an instruction reaches the exchange in time.',
        'Greenbook depends on the exchange’s services being available. When the exchange is down or slow, Greenbook cannot show prices or place bets.',
      ],
    },
    {
      id: 'subscription',
      title: '4. SUPER subscription and refunds',
      paragraphs: [
        'SUPER is paid in advance for a month or a year. During the beta, SUPER is free for 90 days.',
        'A refund is given only when a malfunction of Greenbook lasts over 72 hours, and then in proportion to the period it lasted. Shorter interruptions, outages of the exchange provider and losses on bets are not refunded.',
      ],
    },
    {
      id: 'data',
      title: '5. Your data and permissions',
      paragraphs: [
        'Greenbook stores your settings and, for SUPER, your subscription and e-mail address. It never sees your exchange password. You can revoke Greenbook’s access to your exchange account at any time from your account page.',
        'After an hour without activity you are warned, and after an hour and a half you are logged out.',
      ],
    },
    {
      id: 'changes',
      title: '6. Changes',
      paragraphs: [
        'We may change Greenbook and these terms. Continuing to use Greenbook after a change means you accept the new terms.',
      ],
    },
  ],
};
