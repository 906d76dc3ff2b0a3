// The P&L chart's geometry: points (recorded time, cents) scaled into a view box, with the zero
// line, so the chart is an SVG path drawn in the design system's tokens.
export interface ChartPoint {
  readonly at: number;
  readonly pnlCents: number;
}

export interface PnlGeometry {
  readonly path: string;
  readonly zeroY: number;
  readonly minCents: number;
  readonly maxCents: number;
}

/** A step path (P&L holds its value until it changes) over `width` × `height`; undefined under two points. */
export function pnlGeometry(
  points: readonly ChartPoint[],
  width: number,
  height: number,
): PnlGeometry | undefined {
  if (points.length < 2) return undefined;
  const from = points[0]!.at;
  const span = Math.max(1, points.at(-1)!.at - from);
  const minCents = Math.min(0, ...points.map((point) => point.pnlCents));
  const maxCents = Math.max(0, ...points.map((point) => point.pnlCents));
  const range = Math.max(1, maxCents - minCents);
  const x = (at: number) => ((at - from) / span) * width;
  const y = (cents: number) => height - ((cents - minCents) / range) * height;
  let path = `M${x(points[0]!.at).toFixed(1)},${y(points[0]!.pnlCents).toFixed(1)}`;
  for (let index = 1; index < points.length; index += 1) {
    const point = points[index]!;
    path += ` H${x(point.at).toFixed(1)} V${y(point.pnlCents).toFixed(1)}`;
  }
  return { path, zeroY: y(0), minCents, maxCents };
}
