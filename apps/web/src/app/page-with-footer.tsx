// The open pages (static pages, widgets, e-mail confirmation, not-found) end with the static
// pages' links, in the visitor frame and in the signed-in shell alike.
import { Outlet } from 'react-router';
import { InfoFooter } from '@/components/ui/info-links';

export function PageWithFooter() {
  return (
    <>
      <Outlet />
      <InfoFooter />
    </>
  );
}
