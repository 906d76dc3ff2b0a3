// mcm / ocm lines (betfair-protocol §5.6) assembled from already-encoded changes, so a change
// encoded once is only concatenated per connection. Large changes are split into
// SEG_START … SEG … SEG_END when the subscription enabled segmentation (§5.10); the clocks go on
// the last segment only, so a client that loses the link mid-image resubscribes from before it.
import type { ChangeType, SegmentType } from '@greenbook/betfair';

export interface ChangeHeader {
  readonly op: 'mcm' | 'ocm';
  readonly id: number | undefined;
  readonly ct?: ChangeType;
  readonly initialClk?: string;
  readonly clk: string;
  readonly pt: number;
  readonly conflateMs?: number;
  readonly heartbeatMs?: number;
}

function line(
  header: ChangeHeader,
  listKey: 'mc' | 'oc' | undefined,
  items: readonly string[],
  segmentType: SegmentType | undefined,
  withClocks: boolean,
): string {
  const head = {
    op: header.op,
    ...(header.id === undefined ? {} : { id: header.id }),
    ...(withClocks && header.initialClk !== undefined ? { initialClk: header.initialClk } : {}),
    ...(withClocks ? { clk: header.clk } : {}),
    ...(header.conflateMs === undefined ? {} : { conflateMs: header.conflateMs }),
    ...(header.heartbeatMs === undefined ? {} : { heartbeatMs: header.heartbeatMs }),
    pt: header.pt,
    ...(header.ct === undefined ? {} : { ct: header.ct }),
    ...(segmentType === undefined ? {} : { segmentType }),
  };
  const json = JSON.stringify(head);
  if (listKey === undefined) return `${json}\r\n`;
  return `${json.slice(0, -1)},"${listKey}":[${items.join(',')}]}\r\n`;
}

/** A heartbeat: header only (§5.10). */
export const heartbeatLine = (header: ChangeHeader): string => line(header, undefined, [], undefined, true);

/**
 * The lines carrying `items`: one when it fits (or segmentation is off), else segments of about
 * `segmentBytes` each (at least one item per segment).
 */
export function changeLines(
  header: ChangeHeader,
  listKey: 'mc' | 'oc',
  items: readonly string[],
  segmentBytes: number | undefined,
): string[] {
  let total = 0;
  for (const item of items) total += item.length + 1;
  if (segmentBytes === undefined || total <= segmentBytes)
    return [line(header, listKey, items, undefined, true)];
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let size = 0;
  for (const item of items) {
    if (chunk.length > 0 && size + item.length > segmentBytes) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
    chunk.push(item);
    size += item.length + 1;
  }
  chunks.push(chunk);
  if (chunks.length === 1) return [line(header, listKey, items, undefined, true)];
  return chunks.map((part, index) => {
    const last = index === chunks.length - 1;
    const segmentType: SegmentType = index === 0 ? 'SEG_START' : last ? 'SEG_END' : 'SEG';
    return line(header, listKey, part, segmentType, last);
  });
}
