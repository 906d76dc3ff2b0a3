// BENCH_WEB_HEAP: where the page's garbage comes from. V8's sampling heap profiler, told to keep the
// objects minor and major collections swept (by default it reports only what is still alive), over
// the churning seconds before the clicks: allocation by function, whatever the machine's load (a
// reading of bytes, not of time, so it can be taken beside other work).
import type { CDPSession, Page } from 'playwright-core';

interface SampledNode {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize: number;
  children: SampledNode[];
}

export async function startHeapSampling(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.enable');
  await session.send('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return session;
}

/** Stops the sampling: the lines to print, the bytes allocated in all and by the `top` busiest functions. */
export async function stopHeapSampling(session: CDPSession, seconds: number, top = 15): Promise<string[]> {
  const { profile } = (await session.send('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: SampledNode };
  };
  const bySite = new Map<string, number>();
  let all = 0;
  const walk = (node: SampledNode) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const site = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}:${columnNumber + 1}`;
    bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    all += node.selfSize;
    node.children.forEach(walk);
  };
  walk(profile.head);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
  return [
    `allocated on the page's heap over ${seconds} s of churn (sampled): ${mb(all)}; by function:`,
    ...[...bySite]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([site, bytes]) => `  ${mb(bytes)} ${site}`),
  ];
}
