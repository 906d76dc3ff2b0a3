// The price/volume chart of one runner (trading-core §2 This Market tab, §7 third-party embeds):
// Betfair serves it as an image from its chart host; the simulator draws its own from the
// runner's book — traded volume at each price as horizontal bars, the last traded price marked.
// Pure: data in, SVG text out (every text escaped).
import { escapeHtml } from '../identity/html.js';

export interface RunnerChartData {
  readonly runnerName: string;
  /** Traded volume by price, ascending price, in pounds. */
  readonly traded: ReadonlyArray<readonly [price: number, size: number]>;
  readonly lastPriceTraded: number | undefined;
}

const WIDTH = 350;
const HEIGHT = 250;
const TOP = 28;
const LEFT = 52;
const RIGHT = 12;
const BOTTOM = 12;
/** At most this many price rows: the ones around the last traded price (or the busiest). */
const MAX_ROWS = 20;

function formatVolume(size: number): string {
  if (size >= 1_000_000) return `${(size / 1_000_000).toFixed(1)}M`;
  if (size >= 10_000) return `${(size / 1000).toFixed(1)}k`;
  return String(Math.floor(size));
}

/** The rows shown: up to MAX_ROWS consecutive traded prices centred on the last traded one. */
function shownRows(data: RunnerChartData): ReadonlyArray<readonly [number, number]> {
  const { traded, lastPriceTraded } = data;
  if (traded.length <= MAX_ROWS) return traded;
  let centre = traded.findIndex(([price]) => price === lastPriceTraded);
  if (centre < 0) {
    centre = 0;
    for (let index = 1; index < traded.length; index += 1)
      if (traded[index]![1] > traded[centre]![1]) centre = index;
  }
  const start = Math.min(Math.max(0, centre - MAX_ROWS / 2), traded.length - MAX_ROWS);
  return traded.slice(start, start + MAX_ROWS);
}

export function runnerChartSvg(data: RunnerChartData): string {
  const rows = shownRows(data);
  const title = `${escapeHtml(data.runnerName)}${data.lastPriceTraded === undefined ? '' : ` · last traded ${data.lastPriceTraded}`}`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="11">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="8" y="17" font-size="12" font-weight="bold" fill="#1b1b1b">${title}</text>`,
  ];
  if (rows.length === 0) {
    parts.push(
      `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle" fill="#666666">No volume traded yet</text>`,
    );
  } else {
    const most = Math.max(...rows.map(([, size]) => size));
    const rowHeight = (HEIGHT - TOP - BOTTOM) / rows.length;
    const barSpace = WIDTH - LEFT - RIGHT - 40;
    // Highest price on top, as a ladder reads.
    [...rows].reverse().forEach(([price, size], index) => {
      const y = TOP + index * rowHeight;
      const width = most > 0 ? Math.max(1, (size / most) * barSpace) : 1;
      const last = price === data.lastPriceTraded;
      parts.push(
        `<text x="${LEFT - 6}" y="${(y + rowHeight * 0.72).toFixed(1)}" text-anchor="end" fill="#1b1b1b"${last ? ' font-weight="bold"' : ''}>${price}</text>`,
        `<rect x="${LEFT}" y="${(y + 1).toFixed(1)}" width="${width.toFixed(1)}" height="${Math.max(1, rowHeight - 2).toFixed(1)}" fill="${last ? '#e0a526' : '#6aa88a'}"/>`,
        `<text x="${(LEFT + width + 4).toFixed(1)}" y="${(y + rowHeight * 0.72).toFixed(1)}" fill="#444444">${formatVolume(size)}</text>`,
      );
    });
  }
  parts.push('</svg>');
  return parts.join('');
}
