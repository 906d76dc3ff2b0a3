// account-and-product §2/§9: a market list's row height by width (61, 71 on a phone, 90 below
// 1200 px), re-read after a resize with the lists' own 200 ms debounce.
import { DEBOUNCES_MS, listRowHeight } from '@greenbook/trading';
import { useWidthRule } from './use-width-rule';

export function useListRowHeight(): number {
  return useWidthRule(listRowHeight, DEBOUNCES_MS.listResize);
}
