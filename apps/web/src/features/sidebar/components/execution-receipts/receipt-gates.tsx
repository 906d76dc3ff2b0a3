// The always-loaded doors to the execution receipts (issue 21 §2): the This Market list shows once
// the market has a receipt, the dialog once one is opened. Both are the receipts' lazy chunk, so
// the market route's first load does not carry them.
import { lazy, Suspense } from 'react';
import { useReceiptsStore } from '@/lib/execution-receipts/receipt-store';
import { useOpenReceiptStore } from '../../model/open-receipt-store';

const ReceiptList = lazy(async () => ({ default: (await import('./execution-receipts')).ReceiptList }));
const ReceiptDialog = lazy(async () => ({ default: (await import('./execution-receipts')).ReceiptDialog }));

export function ReceiptListGate({ marketId }: { readonly marketId: string }) {
  const any = useReceiptsStore((state) => (state.byMarket[marketId]?.length ?? 0) > 0);
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <ReceiptList marketId={marketId} />
    </Suspense>
  );
}

export function ReceiptDialogGate() {
  const open = useOpenReceiptStore((state) => state.open);
  if (open === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ReceiptDialog marketId={open.marketId} id={open.id} />
    </Suspense>
  );
}
