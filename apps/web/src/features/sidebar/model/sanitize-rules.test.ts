import { describe, expect, it } from 'vitest';
import { sanitizeRules } from './sanitize-rules';

const fragment = (html: string): HTMLElement => {
  const element = document.createElement('div');
  element.innerHTML = sanitizeRules(html);
  return element;
};

describe('sanitizeRules: the old content host (trading-core §7)', () => {
  it('points what the product serves (silk images) at the product', () => {
    const rules = fragment(
      '<img src="http://content-cache.betfair.com/feeds_images/Horses/SilkColours/123.jpg">' +
        '<a href="https://content-cache.cdnbf.net/feeds_images/Horses/SilkColours/9.jpg?v=2">silk</a>',
    );
    expect(rules.querySelector('img')?.getAttribute('src')).toBe('/feeds_images/Horses/SilkColours/123.jpg');
    expect(rules.querySelector('a')?.getAttribute('href')).toBe('/feeds_images/Horses/SilkColours/9.jpg?v=2');
  });

  it('drops images and link addresses the product cannot serve, keeping the text', () => {
    const rules = fragment(
      '<p>Rules <img src="http://content-cache.betfair.com/images/en/rules.png" alt="chart"></p>' +
        '<img src="http://content-cache.betfair.com/feeds_images/Horses/SilkColours/../../../api/users">' +
        '<a href="http://www.content-cache.betfair.com/exchange/rules.html">full rules</a>',
    );
    expect(rules.querySelector('img')).toBeNull();
    expect(rules.textContent).toBe('Rules full rules');
    expect(rules.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('leaves other hosts alone, opening in a new tab', () => {
    const link = fragment(
      '<a href="https://www.betfair.com/aboutUs/Rules.and.Regulations/">R&amp;R</a>',
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.betfair.com/aboutUs/Rules.and.Regulations/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
