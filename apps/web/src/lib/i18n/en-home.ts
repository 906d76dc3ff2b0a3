// English texts of the signed-in home page (account-and-product §2 "Home"). The empty-list line is
// the spec's ('There are no {days} events to be displayed'); the rest are ours.
export const enHome = {
  home: {
    title: 'Home',
    soccer: 'Soccer, next 24 hours',
    soccerPages: 'Soccer pages',
    cardPrices: 'Back prices: 1 {{one}}, x {{draw}}, 2 {{two}}',
    noPrice: 'no price',
    racingSport: 'Racing sport',
    countries: 'Countries',
    country: 'Country: {{country}}',
    raceTime: '{{time}} {{venue}}',
    live: 'Live events',
    liveSports: 'Sports in play',
    slot: 'Sport slot {{slot}}',
    sport: 'Sport',
    seeAll: 'See all {{sport}}',
    sportPages: '{{sport}} pages',
    empty: 'There are no {{days}} events to be displayed',
    emptyInPlay: 'in-play',
    emptyUpcoming: 'upcoming',
    loading: 'Loading markets…',
    failed: 'The markets could not be loaded.',
    retry: 'Try again',
  },
} as const;
