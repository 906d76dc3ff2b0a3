// Report contents come from clients: walking them recursively must stay within a known depth.

/** Deepest nesting of report contents that is accepted and walked. */
export const MAX_JSON_DEPTH = 32;

/** True when the value nests no deeper than `levels` (stops looking once it is deeper). */
export function nestsWithin(value: unknown, levels: number = MAX_JSON_DEPTH): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (levels === 0) return false;
  return Object.values(value).every((child) => nestsWithin(child, levels - 1));
}
