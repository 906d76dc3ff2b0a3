// bench:web's BENCH_WEB_MUTATIONS=1: the DOM changes outside the ladders' rows while the bench
// clicks. Each row is its own layout root; a change elsewhere can lay the page out from its root,
// so this names what to contain or stop redrawing next (issue 21 §6).

/** In the page: counts text, child and attribute changes outside `[data-tick]` rows by place. */
export function countMutationsOutsideRows(): void {
  const counts: Record<string, number> = {};
  (window as unknown as { __mutations: Record<string, number> }).__mutations = counts;
  const placeOf = (node: Node): string => {
    const names: string[] = [];
    for (
      let element = node instanceof Element ? node : node.parentElement;
      element && names.length < 3;
      element = element.parentElement
    ) {
      const name = element.getAttribute('aria-label') ?? element.getAttribute('role') ?? element.classList[0];
      if (name) names.push(`${element.tagName.toLowerCase()}.${name.slice(0, 40)}`);
    }
    return names.join(' < ');
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target instanceof Element ? record.target : record.target.parentElement;
      if (element?.closest('[data-tick]')) continue;
      const where = `${record.type}${record.attributeName ? ` ${record.attributeName}` : ''}: ${placeOf(record.target)}`;
      counts[where] = (counts[where] ?? 0) + 1;
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** In the page: the counts so far. */
export function readMutations(): Record<string, number> {
  return (window as unknown as { __mutations: Record<string, number> }).__mutations;
}

export function printMutations(mutations: Record<string, number>): void {
  console.log('DOM changes outside the ladder rows during the clicks, by where:');
  for (const [where, count] of Object.entries(mutations)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20))
    console.log(`  ${String(count).padStart(6)}  ${where}`);
}
