import { act, renderHook } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCachedTranslation } from './cached-translation';
import { changeInterfaceLanguage, initI18n } from './i18n';

const PRICE = { side: 'Back', runner: 'Alpha', price: 2.5, size: '10' };

beforeEach(async () => {
  await initI18n('en');
});

describe('useCachedTranslation', () => {
  it("makes each text as i18next does, for the values given, in the trader's language", async () => {
    const { result } = renderHook(() => ({ cached: useCachedTranslation().t, plain: useTranslation().t }));
    expect(result.current.cached('grid.priceButton', PRICE)).toBe('Back Alpha at 2.5 (10 available)');
    expect(result.current.cached('grid.priceButton', PRICE)).toBe('Back Alpha at 2.5 (10 available)');
    expect(result.current.cached('grid.priceButton', { ...PRICE, price: 2.52 })).toBe(
      'Back Alpha at 2.52 (10 available)',
    );
    expect(result.current.cached('grid.back')).toBe('Back');

    await act(() => changeInterfaceLanguage('pt'));
    const portuguese = result.current.cached('grid.priceButton', PRICE);
    expect(portuguese).toBe(result.current.plain('grid.priceButton', PRICE));
    expect(portuguese).not.toBe('Back Alpha at 2.5 (10 available)');

    await act(() => changeInterfaceLanguage('en'));
    expect(result.current.cached('grid.priceButton', PRICE)).toBe('Back Alpha at 2.5 (10 available)');
  });
});
