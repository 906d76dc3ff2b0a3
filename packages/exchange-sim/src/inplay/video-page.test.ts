import { describe, expect, it } from 'vitest';
import { videoPageHtml } from './video-page.js';

describe('live video page', () => {
  it('escapes every name it shows', () => {
    const html = videoPageHtml({
      eventId: '1',
      eventTypeId: '1',
      homeName: '<img src=x onerror=alert(1)>',
      awayName: 'Away & Co',
      startTime: '2026-01-01T15:00:00.000Z',
      matchStatus: 'FIRST_HALF',
      timeElapsed: 0,
      elapsedRegularTime: 0,
      score: { home: { name: 'h', score: '0' }, away: { name: 'a', score: '0' } },
      updateDetails: [],
      broadcasts: { isLiveVideoAvailable: true, isDataVisualizationAvailable: false, tv: [] },
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; v Away &amp; Co');
  });
});
