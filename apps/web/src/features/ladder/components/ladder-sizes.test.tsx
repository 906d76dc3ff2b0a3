// Issue 12 item 8: the narrow back/lay cells of the ladder abbreviate sizes with the traded-volume
// format of account-and-product §5, as the grid does.
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { polyfillScroll, renderLadder, resetStores } from './ladder-test-setup';

beforeAll(async () => {
  await initI18n('en');
  polyfillScroll();
});
beforeEach(resetStores);

describe('ladder sizes', () => {
  it('abbreviates large available and traded sizes, keeps small ones whole and pennies with decimals', () => {
    renderLadder(
      {},
      {
        prices: [
          {
            id: 1,
            atb: [
              [2.5, 273455],
              [2.48, 9999],
              [2.46, 0.5],
            ],
            atl: [[2.52, 12_345_678]],
            trd: [[2.5, 54_321]],
            ltp: 2.5,
          },
          { id: 2, atb: [[1.8, 20]], atl: [[1.82, 10]] },
        ],
      },
    );
    const alpha = screen.getByRole('region', { name: 'Alpha' });
    expect(within(alpha).getByRole('button', { name: 'BACK at 2.5' })).toHaveTextContent(/^273\.4k$/);
    expect(within(alpha).getByRole('button', { name: 'LAY at 2.52' })).toHaveTextContent(/^12\.34M$/);
    expect(within(alpha).getByRole('button', { name: 'BACK at 2.48' })).toHaveTextContent(/^9,999$/);
    expect(within(alpha).getByRole('button', { name: 'BACK at 2.46' })).toHaveTextContent(/^0\.50$/);
    const row = within(alpha).getByRole('button', { name: 'BACK at 2.5' }).closest('[data-tick]');
    expect(row).toHaveTextContent('54.3k');
  });
});
