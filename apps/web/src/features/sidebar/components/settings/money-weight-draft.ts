// trading-core §5 "Money weight": while the three values do not total 100 they are a draft shown in
// the panel (red, with Reset) and the settings keep the last valid weights, so nothing invalid is
// ever saved or used by the weight-of-money figures. A valid total is saved at once.
import {
  checkMoneyWeight,
  resetMoneyWeight,
  setMoneyWeight,
  type MoneyWeight,
  type MoneyWeightLevel,
} from '@greenbook/trading';
import { create } from 'zustand';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';
import { useSettingsStore } from '@/lib/storage/settings-store';

interface MoneyWeightDraftState {
  /** Weights that do not total 100; undefined when the panel shows the saved weights. */
  readonly draft: MoneyWeight | undefined;
}

export const useMoneyWeightDraft = create<MoneyWeightDraftState>()(() => ({ draft: undefined }));
resetOnSignOut(useMoneyWeightDraft);

/** The weights the panel shows: the draft, else the saved ones. */
export function shownMoneyWeight(): MoneyWeight {
  return useMoneyWeightDraft.getState().draft ?? useSettingsStore.getState().settings.moneyWeight;
}

function keep(weights: MoneyWeight): void {
  if (checkMoneyWeight(weights).valid) {
    useMoneyWeightDraft.setState({ draft: undefined });
    useSettingsStore.getState().update({ moneyWeight: weights });
  } else {
    useMoneyWeightDraft.setState({ draft: weights });
  }
}

/** One level changed; a value outside 0…100 (or not whole) is ignored (trading-core §5). */
export function changeMoneyWeight(level: MoneyWeightLevel, value: number): void {
  const shown = shownMoneyWeight();
  const next = setMoneyWeight(shown, level, value);
  if (next !== shown) keep(next);
}

/** The red block's Reset: 50/30/20, saved. */
export function resetMoneyWeightDraft(): void {
  keep(resetMoneyWeight());
}

/** Forgets the draft (a factory reset restores the saved weights anyway). */
export function discardMoneyWeightDraft(): void {
  useMoneyWeightDraft.setState({ draft: undefined });
}

/** True while the panel holds weights that cannot be saved. */
export function hasInvalidMoneyWeight(): boolean {
  return useMoneyWeightDraft.getState().draft !== undefined;
}
