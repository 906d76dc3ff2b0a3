import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isoCountryCode } from './country-code';
import { SportIcon } from './sport-icon';

const drawing = (eventTypeId: string | undefined) => {
  const { container, unmount } = render(<SportIcon eventTypeId={eventTypeId} size={16} />);
  const svg = container.innerHTML;
  unmount();
  return svg;
};

describe('sport icons', () => {
  it('draws each sport of the spec with its own icon, and one generic icon for any other', () => {
    const sports = ['1', '2', '4', '5', '7', '4339', '7522', '998917'];
    const drawings = sports.map(drawing);
    expect(new Set(drawings).size).toBe(sports.length);
    expect(drawing('1477')).toBe(drawing('5')); // both rugby
    expect(drawing('61420')).toBe(drawing(undefined));
    expect(drawings).not.toContain(drawing(undefined));
  });

  it('draws SVG, never text (an emoji needs a font the machine may lack)', () => {
    for (const id of ['1', '2', '4', '7', '7522', undefined]) {
      const { container, unmount } = render(<SportIcon eventTypeId={id} size={16} />);
      expect(container.querySelector('svg')).not.toBeNull();
      expect(container.textContent).toBe('');
      unmount();
    }
  });
});

describe('country codes', () => {
  it('accepts two-letter ISO codes only', () => {
    expect(isoCountryCode('GB')).toBe('GB');
    expect(isoCountryCode('gb')).toBeUndefined();
    expect(isoCountryCode('GBR')).toBeUndefined();
    expect(isoCountryCode(undefined)).toBeUndefined();
  });
});
