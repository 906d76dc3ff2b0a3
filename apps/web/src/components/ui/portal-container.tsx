// Where the design system's floating parts (select lists, menus, popovers, tooltips, dialogs)
// are put: <body> by default. A part of the page drawn in another theme than the document (the
// design-system gallery's dark half) names an element inside it, so its popups take its theme.
import { createContext, useContext } from 'react';

export const PortalContainerContext = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
