// Issue 21 §1, practice on recorded markets: what the app layer mounts. The gate is all the first
// load carries; the bar, the page and their texts in both languages are lazy chunks.
import { lazy, Suspense } from 'react';
import { practiceSessionId } from '@/lib/practice/practice-mode';

const Bar = lazy(async () => ({ default: (await import('./components/practice-bar')).PracticeBar }));

/** The practice bar, in a tab in practice mode only. */
export function PracticeBarGate() {
  if (practiceSessionId === undefined) return null;
  return (
    <Suspense fallback={null}>
      <Bar sessionId={practiceSessionId} />
    </Suspense>
  );
}
