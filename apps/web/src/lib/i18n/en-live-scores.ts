// English texts of the market page's live-score panels (trading-core §2 'Live-score panels',
// account-and-product §4 'Live sport labels'). 'Livescores available for premium users.' and the
// label words (Live, HT, FT, End, Pause, Qn, Set n, Extra-time, Day n, Starting soon) are the
// spec's; the rest are ours.
export const enLiveScores = {
  liveScores: {
    region: 'Live score',
    locked: 'Livescores available for premium users.',
    lockedButton: 'Live score (SUPER)',
    upgrade: 'Upgrade to SUPER for live scores',
    loading: 'Loading the live score…',
    unavailable: 'No live score for this event.',
    stale: 'Not updated',
    staleDetail: 'The live score could not be refreshed: this is the last score received.',
    home: 'Home',
    away: 'Away',
    minute: '{{minute}}′',
    label: {
      live: 'Live',
      halfTime: 'HT',
      fullTime: 'FT',
      end: 'End',
      pause: 'Pause',
      extraTime: 'Extra-time',
      startingSoon: 'Starting soon',
      set: 'Set {{n}}',
      day: 'Day {{n}}',
      quarter: 'Q{{n}}',
    },
    score: 'Score',
    football: {
      firstHalf: '1st half',
      secondHalf: '2nd half',
      halfProgress: '{{half}}: {{minutes}} of 45 minutes',
      Goal: 'Goal, {{team}}, {{minute}}′',
      YellowCard: 'Yellow card, {{team}}, {{minute}}′',
      RedCard: 'Red card, {{team}}, {{minute}}′',
    },
    tennis: {
      serving: 'Serving',
      sets: { short: 'S', full: 'Sets' },
      set: { short: '{{n}}', full: 'Games in set {{n}}' },
      points: { short: 'P', full: 'Points' },
      aces: { short: 'A', full: 'Aces' },
      doubleFaults: { short: 'DF', full: 'Double faults' },
      serviceBreaks: { short: 'BRK', full: 'Service breaks' },
    },
    cricket: {
      inning1: { short: '1st inns', full: 'First innings' },
      inning2: { short: '2nd inns', full: 'Second innings' },
      overs: '({{overs}} ov)',
    },
    basketball: {
      quarter: { short: 'Q{{n}}', full: 'Quarter {{n}}' },
      overtime: { short: 'OT{{n}}', full: 'Overtime {{n}}' },
      total: { short: 'T', full: 'Total' },
    },
  },
};
