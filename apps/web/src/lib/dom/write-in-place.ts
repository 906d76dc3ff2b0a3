// DOM writes for figures the stream redraws without React (ladder cells, the ladder header's weight
// of money). Each writes only when the value differs, so an unchanged node is left alone: no style
// or layout invalidation for it.

/**
 * Sets an element's text, changing its one text node in place: replacing the node (textContent)
 * would also mark the element's children changed, more work for the frame's style and layout.
 */
export function setText(element: Element, text: string): void {
  const node = element.firstChild;
  if (node instanceof Text && node === element.lastChild && text !== '') {
    if (node.data !== text) node.data = text;
  } else if (element.textContent !== text) element.textContent = text;
}

export function setAttribute(element: Element, name: string, value: string | undefined): void {
  if (value === undefined) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

export function setClass(element: Element, className: string): void {
  if (element.className !== className) element.className = className;
}

export function setHidden(element: HTMLElement, hidden: boolean): void {
  if (element.hidden !== hidden) element.hidden = hidden;
}
