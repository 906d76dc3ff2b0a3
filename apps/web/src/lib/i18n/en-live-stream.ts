// English texts of the live stream panel (trading-core §2 This Market tab). The tab names are the
// spec's words; the container title and the frame titles (screen readers) are ours.
export const enLiveStream = {
  liveStream: {
    title: 'Live stream',
    views: 'Live stream views',
    watchLive: 'Watch Live',
    matchView: 'Match View',
    matchStats: 'Match Stats',
    frameTitle: '{{view}}: {{market}}',
  },
};
