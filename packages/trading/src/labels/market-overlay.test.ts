import { describe, expect, it } from 'vitest';
import { marketOverlayLinksHome, marketOverlayText } from './market-overlay.js';

describe('marketOverlayText (trading-core §4)', () => {
  it('has the spec text for each non-open status', () => {
    expect(marketOverlayText('CLOSED')).toBe('This market is CLOSED.');
    expect(marketOverlayText('SUSPENDED')).toBe('This market is SUSPENDED. It may go live in any second.');
    expect(marketOverlayText('INACTIVE')).toBe('This market is INACTIVE. Action will start soon.');
  });

  it('shows no overlay on an open or unknown status', () => {
    expect(marketOverlayText('OPEN')).toBeUndefined();
    expect(marketOverlayText('closed')).toBeUndefined();
    expect(marketOverlayText(undefined)).toBeUndefined();
  });

  it('links home only from the closed overlay', () => {
    expect(marketOverlayLinksHome('CLOSED')).toBe(true);
    expect(marketOverlayLinksHome('SUSPENDED')).toBe(false);
  });
});
