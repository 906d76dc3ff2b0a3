// Issue 15 §3 "every control can be reached": each control a person could use on the page (links,
// buttons, fields, Radix widgets), once scrolled to, lies inside the window's width and is what a
// tap at its centre hits — not clipped off the side, not under another element. Controls not drawn
// at all (display: none, a closed menu's items) are not on the page to reach; the ladder's price
// cells are represented by their ladder (scrolling one virtualised body re-renders its rows).
import type { Page } from '@playwright/test';

/** '' when every control is reachable, else one line per control that is not. */
export function unreachableControls(page: Page): Promise<string> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input, select, textarea, [role="button"], [role="combobox"], [role="tab"], [role="checkbox"], [role="switch"], [role="slider"]';
    const describe = (element: Element | null): string => {
      if (element === null) return 'nothing';
      const name =
        element.getAttribute('aria-label') ?? element.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()} "${name}"`;
    };
    const problems: string[] = [];
    const startX = window.scrollX;
    const startY = window.scrollY;
    for (const control of Array.from(document.querySelectorAll(selector))) {
      if (!control.isConnected || control.closest('[data-testid^="ladder-body-"]')) continue;
      if (control.closest('[aria-hidden="true"], [inert], .Toastify')) continue;
      if (control.getClientRects().length === 0) continue; // not drawn
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden, named for screen readers
      if (box.left < -1 || box.right > document.documentElement.clientWidth + 1) {
        problems.push(
          `${describe(control)} is off the side (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
        continue;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (
        hit !== null &&
        (control.contains(hit) || hit.contains(control) || hit.closest('.Toastify') !== null)
      )
        continue;
      // A label drawn over its own field (a switch's or checkbox's) is the same control.
      if (hit instanceof HTMLLabelElement && hit.control === control) continue;
      problems.push(`${describe(control)} is under ${describe(hit)}`);
    }
    window.scrollTo(startX, startY);
    return problems.join('\n');
  });
}
