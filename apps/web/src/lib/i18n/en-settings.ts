// English texts of the settings container in the sidebar's General tab (trading-core §2 'Settings
// panels', §4 'Factory reset', §5 'Money weight'; the spec's texts verbatim where it gives them).
// Labels the market screen already has (stake modes, odds views, ladder sliders) are reused from there.
export const enSettings = {
  settings: {
    title: 'Settings',
    confirmation: 'Bet confirmation',
    stakeButtons: {
      title: 'Stake buttons',
      amount: 'New stake amount',
      add: 'Add',
      button: 'Stake {{amount}}',
      defaultButton: 'Stake {{amount}} (default)',
      options: 'Stake {{amount}}:',
      makeDefault: 'Make default',
      delete: 'Delete',
      cancel: 'Cancel',
      duplicate: '{{amount}} is already a stake button.',
    },
    moneyWeight: {
      title: 'Weight of money',
      bestOdd: 'Best odd %',
      secondOdd: 'Second odd %',
      thirdOdd: 'Third odd %',
      total: 'Total: {{total}}%',
      invalid: 'Total must amount to 100%',
      reset: 'Reset',
      checkValues: 'Please check weight of money values',
    },
    sounds: {
      title: 'Sounds',
      placedBet: 'Bet placed',
      liveMarket: 'Market goes live',
      suspendedMarket: 'Market suspended',
      choice: '{{event}}: sound',
      preview: 'Play the {{event}} sound',
    },
    notifications: {
      title: 'Bet notifications',
      hideError: 'Hide error notifications',
      hideSuccess: 'Hide success notifications',
    },
    theme: 'Theme',
    homepage: {
      title: 'Homepage sports',
      first: 'First sport',
      second: 'Second sport',
      racing: 'Racing',
      country: 'Racing country',
    },
    stakeAdjustment: {
      title: 'Stakes below the minimum',
      label: 'Adjust stakes automatically',
    },
    factoryReset: {
      title: 'Factory reset',
      open: 'Reset to factory defaults',
      confirmTitle: 'Reset every setting to its factory default?',
      confirmText: 'Stake buttons, views, sounds, theme and the other settings return to their defaults.',
      proceed: 'Proceed',
      cancel: 'Cancel',
      done: 'Settings are now reset to factory defaults',
    },
  },
} as const;
