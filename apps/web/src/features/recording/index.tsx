// Issue 21 §1, recording live markets into Betfair historical files: what the app layer mounts.
// Only this gate is in the first load; the Record control, the recorder it attaches to the live
// exchange and the texts in both languages are a lazy chunk.
import { lazy, Suspense } from 'react';
import type { RecordButtonProps } from './components/record-button';

const RecordButton = lazy(async () => ({
  default: (await import('./components/record-button')).RecordButton,
}));

/** The market toolbar's Record control (the toolbar keeps its box, so nothing moves when it loads). */
export function MarketRecordSlot(props: RecordButtonProps) {
  return (
    <Suspense fallback={null}>
      <RecordButton {...props} />
    </Suspense>
  );
}
