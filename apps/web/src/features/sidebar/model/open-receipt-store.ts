// Which execution receipt is open (issue 21 §2): any order list of the sidebar opens one, and the
// one dialog host (components/execution-receipts/receipt-dialog-gate.tsx) shows it.
import { create } from 'zustand';

export interface OpenReceipt {
  readonly marketId: string;
  readonly id: number;
}

interface OpenReceiptState {
  readonly open: OpenReceipt | undefined;
  readonly show: (marketId: string, id: number) => void;
  readonly close: () => void;
}

export const useOpenReceiptStore = create<OpenReceiptState>()((set) => ({
  open: undefined,
  show: (marketId, id) => set({ open: { marketId, id } }),
  close: () => set({ open: undefined }),
}));
