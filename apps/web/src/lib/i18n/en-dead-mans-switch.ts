// English texts of the dead-man's switch (issue 21 §3). Not part of en.ts: only the lazy chunks of
// the switch (its settings panel, header indicator and heartbeat runner) load them, through
// lib/dead-mans-switch/texts.ts, so the always-loaded bundle does not carry them.
export const enDeadMansSwitch = {
  title: 'Dead-man’s switch',
  enable: 'Cancel my unmatched bets if this browser loses contact',
  timeout: 'Cancel after (seconds)',
  range: (min: number, max: number) => `Whole seconds from ${min} to ${max}.`,
  invalid: (min: number, max: number) => `Enter a whole number of seconds from ${min} to ${max}.`,
  explain:
    'While this is on, Greenbook tells the exchange every third of this time that you are still here. If this browser closes, crashes or loses its connection for longer, the exchange cancels all your unmatched bets on every market. Matched bets stay.',
  background:
    'A tab in the background keeps telling the exchange, but a computer that sleeps does not: the switch then cancels your bets.',
  granted: (seconds: number) => `On: the exchange cancels after ${seconds} s without contact.`,
  starting: 'Switching on…',
  badge: (seconds: number) => `DMS ${seconds}s`,
  badgeStarting: 'DMS …',
  badgeFailing: 'DMS !',
  badgeLabelOn: (seconds: number) =>
    `Dead-man’s switch on: your unmatched bets are cancelled after ${seconds} s without contact`,
  badgeLabelStarting: 'Dead-man’s switch switching on',
  badgeLabelFailing: 'Dead-man’s switch cannot reach the exchange',
  failed: (seconds: number) =>
    `The dead-man’s switch cannot reach the exchange. If contact is not back within ${seconds} s, your unmatched bets are cancelled.`,
  restored: 'The dead-man’s switch reaches the exchange again.',
  cancelled:
    'The dead-man’s switch cancelled your unmatched bets: the exchange heard nothing from this browser in time.',
  someNotCancelled:
    'The dead-man’s switch fired, but some of your unmatched bets could not be cancelled. Check your unmatched bets.',
  cancelUnknown:
    'The dead-man’s switch fired; the exchange could not confirm the cancellation. Check your unmatched bets.',
};

export type DeadMansSwitchTexts = typeof enDeadMansSwitch;
