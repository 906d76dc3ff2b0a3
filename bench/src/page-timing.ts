// What the browser benches measure in the page: long tasks (with the long animation frames that
// name the scripts they ran, which long task entries do not) and the time between frames, recorded
// from the page's first script on; and the demo sign-in the way a person does it.
import type { Locator, Page } from 'playwright-core';

// Chromium's LoAF entries, as the page sees them.
interface LongAnimationFrameEntry {
  readonly startTime: number;
  readonly duration: number;
  readonly blockingDuration: number;
  readonly renderStart: number;
  readonly scripts: ReadonlyArray<{
    readonly invoker: string;
    readonly sourceFunctionName: string;
    readonly sourceURL: string;
    readonly sourceCharPosition: number;
    readonly duration: number;
    readonly forcedStyleAndLayoutDuration: number;
  }>;
}

export interface LongFrame {
  readonly startTime: number;
  readonly duration: number;
  readonly blockingDuration: number;
  /** Style, layout and paint at the frame's end. */
  readonly renderMs: number;
  readonly scripts: ReadonlyArray<{
    readonly invoker: string;
    readonly source: string;
    readonly duration: number;
    readonly forcedStyleAndLayoutDuration: number;
  }>;
}

export interface FrameRecords {
  longTasks: number[];
  longTaskStarts: number[];
  longFrames: LongFrame[];
  frames: number[];
}

/** Starts recording in every document the page opens (window.__frames). */
export async function recordFrames(page: Page): Promise<void> {
  // tsx compiles with keepNames, which wraps named functions in a `__name` helper the page lacks.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await page.addInitScript(() => {
    const records: FrameRecords = { longTasks: [], longTaskStarts: [], longFrames: [], frames: [] };
    (window as unknown as { __frames: FrameRecords }).__frames = records;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        records.longTasks.push(entry.duration);
        records.longTaskStarts.push(entry.startTime);
      }
    }).observe({ entryTypes: ['longtask'] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LongAnimationFrameEntry[])
        records.longFrames.push({
          startTime: entry.startTime,
          duration: entry.duration,
          blockingDuration: entry.blockingDuration,
          renderMs: entry.renderStart === 0 ? 0 : entry.startTime + entry.duration - entry.renderStart,
          scripts: entry.scripts.map((script) => ({
            invoker: script.invoker,
            source: `${script.sourceFunctionName || '(anonymous)'} ${script.sourceURL.replace(/^.*\//, '')}:${script.sourceCharPosition}`,
            duration: script.duration,
            forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: false });
    let last = 0;
    const frame = (now: number): void => {
      if (last !== 0) records.frames.push(now - last);
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Forgets what was recorded so far: the measured part starts now. */
export async function resetFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const records = (window as unknown as { __frames: FrameRecords }).__frames;
    records.longTasks.length = 0;
    records.longTaskStarts.length = 0;
    records.longFrames.length = 0;
    records.frames.length = 0;
  });
}

export function readFrames(page: Page): Promise<FrameRecords> {
  return page.evaluate(() => (window as unknown as { __frames: FrameRecords }).__frames);
}

/** The value at `fraction` of the sorted values (nearest rank: p99 of 100 values is the 99th). */
export const percentile = (values: readonly number[], fraction: number): number =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * fraction) - 1)] ?? NaN;

export const p95 = (values: readonly number[]): number => percentile(values, 0.95);

/** "median …, p95 …, p99 …, worst …" of a set of times in ms. */
export function spread(values: readonly number[]): string {
  const at = (fraction: number) => percentile(values, fraction).toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, worst ${Math.max(...values).toFixed(1)} ms`;
}

/**
 * A person's clicks on one cell: the pointer comes to rest on the target once (a trader clicking
 * the same price again does not move the mouse), then each click is a press of 60 ms (a press
 * lasts ~50–150 ms) with 550 ms before the next. A bare click() moves, presses and releases in one
 * burst, so the release would wait for the move's hit test and the press's own handling, which no
 * person's click does; and a locator's click() queries the page for the target and checks it is
 * stable over two animation frames before every press, main-thread work of the harness's own that
 * a person's click does not bring (the cells never move once drawn, so one position serves).
 */
export async function clickRepeatedlyAsAPerson(page: Page, target: Locator, clicks: number): Promise<void> {
  const box = await target.boundingBox();
  if (box === null) throw new Error('the click target is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(150);
  for (let click = 0; click < clicks; click += 1) {
    await page.mouse.down();
    await page.waitForTimeout(60);
    await page.mouse.up();
    await page.waitForTimeout(550);
  }
}

/** Prints the long tasks against the budget, each with what ran in it (the LoAF entries it overlaps). */
export function printLongTasks(records: FrameRecords): void {
  console.log(
    `long tasks: ${records.longTasks.length}, longest ${Math.round(Math.max(0, ...records.longTasks))} ms (budget: none over 50 ms)`,
  );
  records.longTasks.forEach((duration, index) => {
    const start = records.longTaskStarts[index] ?? 0;
    const frames = records.longFrames.filter(
      (frame) => frame.startTime < start + duration && start < frame.startTime + frame.duration,
    );
    console.log(`  long task ${Math.round(duration)} ms at ${(start / 1000).toFixed(1)} s:`);
    for (const frame of frames) {
      console.log(`    frame ${Math.round(frame.duration)} ms, render ${Math.round(frame.renderMs)} ms`);
      for (const script of [...frame.scripts].sort((a, b) => b.duration - a.duration).slice(0, 5))
        console.log(
          `      ${Math.round(script.duration)} ms ${script.invoker} → ${script.source} (forced layout ${Math.round(script.forcedStyleAndLayoutDuration)} ms)`,
        );
    }
    if (frames.length === 0)
      console.log('    no long animation frame overlaps it (a task outside rendering)');
  });
}

/**
 * Prints the frame times against the budget. At 60 Hz a frame is 16.7 ms and a missed one 33 ms:
 * frames over 20 ms are the dropped ones (a p95 of 16.8 is the display clock's jitter, not a drop).
 */
export function printFrames(records: FrameRecords): void {
  const dropped = records.frames.filter((ms) => ms > 20).length;
  console.log(
    `frames: ${records.frames.length}, p95 ${p95(records.frames).toFixed(1)} ms (budget ≤ 16.7 ms), over 20 ms: ${dropped}`,
  );
}

/** Signed in as demo the way a person is: the landing page, the exchange's sign-on page, back. */
export async function signInAsDemo(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('link', { name: 'login for free' }).first().click();
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: /Log in and allow/ }).click();
  await page
    .getByRole('button', { name: /log ?out/i })
    .first()
    .waitFor();
}
