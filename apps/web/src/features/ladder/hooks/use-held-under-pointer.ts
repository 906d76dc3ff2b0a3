// "Never move a price cell once drawn": a new ladder count re-lays every ladder (each takes an equal
// share of the width), so it waits while a pointer is over the ladders. A resize or a rotation
// ends before the count follows it (debounced), and the trader may by then be aiming at a price;
// the new count applies when the pointer leaves (a finger's lift counts as leaving).
import { useState } from 'react';

export interface PointerHold<T> {
  /** The value to lay out with: the latest one, or the one drawn while a pointer is inside. */
  readonly value: T;
  /** Handlers for the element whose cells must not move under the pointer. */
  readonly pointerHandlers: {
    readonly onPointerEnter: () => void;
    readonly onPointerLeave: () => void;
  };
}

export function useHeldUnderPointer<T>(latest: T): PointerHold<T> {
  const [pointerInside, setPointerInside] = useState(false);
  const [shown, setShown] = useState(latest);
  // Adjusting state while rendering (React's pattern for state derived from props): the new value
  // is drawn in the same commit the pointer leaves or the value changes, never a frame late.
  if (!pointerInside && shown !== latest) setShown(latest);
  return {
    value: pointerInside ? shown : latest,
    pointerHandlers: {
      onPointerEnter: () => setPointerInside(true),
      onPointerLeave: () => setPointerInside(false),
    },
  };
}
