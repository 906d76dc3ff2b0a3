// Jockey silks for the runner panels (trading-core §2: "Horse silk images are read from a content
// host by COLOURS_FILENAME"). The simulator has no artwork, so each file name gets its own
// silk drawn from a hash of the name: the same name always gives the same picture.

const COLOURS: ReadonlyArray<readonly [name: string, hex: string]> = [
  ['white', '#ffffff'],
  ['black', '#1b1b1b'],
  ['red', '#d0202e'],
  ['royal blue', '#1f4fbf'],
  ['light blue', '#7ec8ef'],
  ['emerald green', '#138a43'],
  ['yellow', '#f5d312'],
  ['orange', '#f08a1c'],
  ['purple', '#6b2c91'],
  ['maroon', '#7a1f2b'],
  ['pink', '#f28dbb'],
  ['grey', '#9a9a9a'],
  ['dark green', '#0f4d2a'],
  ['dark blue', '#17224d'],
  ['beige', '#d8c39a'],
  ['brown', '#6e4424'],
];

/** Each pattern draws in the second colour over a torso filled with the first (viewBox 100×80). */
const PATTERNS: Readonly<Record<string, (fill: string) => string>> = {
  plain: () => '',
  hoops: (fill) =>
    [16, 32, 48, 64].map((y) => `<rect x="0" y="${y}" width="100" height="8" fill="${fill}"/>`).join(''),
  stripes: (fill) =>
    [32, 42, 52, 62].map((x) => `<rect x="${x}" y="0" width="5" height="80" fill="${fill}"/>`).join(''),
  halves: (fill) => `<rect x="50" y="0" width="50" height="80" fill="${fill}"/>`,
  quartered: (fill) =>
    `<rect x="50" y="0" width="50" height="42" fill="${fill}"/><rect x="0" y="42" width="50" height="38" fill="${fill}"/>`,
  chevrons: (fill) =>
    [24, 44]
      .map((y) => `<path d="M20,${y} L50,${y + 14} L80,${y}" fill="none" stroke="${fill}" stroke-width="7"/>`)
      .join(''),
  sash: (fill) => `<path d="M26,6 L40,6 L76,78 L62,78 Z" fill="${fill}"/>`,
  'cross-belts': (fill) =>
    `<path d="M26,6 L38,6 L76,78 L64,78 Z" fill="${fill}"/><path d="M74,6 L62,6 L24,78 L36,78 Z" fill="${fill}"/>`,
  spots: (fill) =>
    [
      [40, 24],
      [60, 24],
      [50, 40],
      [40, 56],
      [60, 56],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${fill}"/>`)
      .join(''),
  diamond: (fill) => `<path d="M50,20 L64,42 L50,64 L36,42 Z" fill="${fill}"/>`,
  braces: (fill) =>
    `<rect x="36" y="0" width="6" height="80" fill="${fill}"/><rect x="58" y="0" width="6" height="80" fill="${fill}"/>`,
  star: (fill) =>
    `<path d="M50,24 L54.7,36.5 L68,37 L57.6,45.2 L61.2,58 L50,50.6 L38.8,58 L42.4,45.2 L32,37 L45.3,36.5 Z" fill="${fill}"/>`,
};

const TORSO = 'M30,10 L42,6 Q50,14 58,6 L70,10 L72,76 L28,76 Z';
const SLEEVES = 'M30,10 L8,30 L16,42 L29,33 Z M70,10 L92,30 L84,42 L71,33 Z';

/** FNV-1a: a small, stable string hash. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** xorshift32 over the hash: several independent choices from one name. */
function chooser(seed: number): (count: number) => number {
  let state = seed === 0 ? 0x9e3779b9 : seed;
  return (count) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % count;
  };
}

export interface SilkDesign {
  readonly pattern: string;
  /** Body, pattern and (when three) sleeve colours, by name. */
  readonly colours: readonly string[];
}

export function silkDesign(name: string): SilkDesign {
  const choose = chooser(fnv1a(name));
  const patterns = Object.keys(PATTERNS);
  const pattern = patterns[choose(patterns.length)]!;
  const count = pattern === 'plain' ? 2 : 2 + choose(2);
  const picked: number[] = [];
  while (picked.length < count) {
    const index = choose(COLOURS.length);
    if (!picked.includes(index)) picked.push(index);
  }
  return { pattern, colours: picked.map((index) => COLOURS[index]![0]) };
}

const hexOf = (name: string): string => COLOURS.find(([colour]) => colour === name)![1];

/** The silk for a file name, as a complete SVG document. */
export function silkSvg(name: string): string {
  const { pattern, colours } = silkDesign(name);
  const [body, second, third] = colours.map(hexOf);
  // A plain silk shows its second colour on the sleeves; otherwise sleeves take the third colour
  // when there is one, else the body's.
  const sleeves = pattern === 'plain' ? second! : (third ?? body!);
  const label = `Jockey silk: ${colours.join(', ')} ${pattern}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 80" width="100" height="80" role="img" aria-label="${label}">`,
    `<defs><clipPath id="torso"><path d="${TORSO}"/></clipPath></defs>`,
    `<path d="${SLEEVES}" fill="${sleeves}" stroke="#333333" stroke-width="1.5" stroke-linejoin="round"/>`,
    `<g clip-path="url(#torso)"><rect x="0" y="0" width="100" height="80" fill="${body!}"/>${PATTERNS[pattern]!(second!)}</g>`,
    `<path d="${TORSO}" fill="none" stroke="#333333" stroke-width="1.5" stroke-linejoin="round"/>`,
    '</svg>',
  ].join('');
}

/** ETag of a silk: the hash that chose it. */
export function silkEtag(name: string): string {
  return `"silk-${fnv1a(name).toString(16)}"`;
}
