// trading-core §2 "The sidebar hides on screens up to 767 px wide when navigating": mounted once in
// the frame (which stays mounted across pages), it hides the sidebar whenever the page's address
// changes on a phone-wide screen. Loading or reloading a page is not navigating, so the first
// address seen leaves the sidebar as saved.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hideSidebarOnPhone } from '@/lib/storage/hide-sidebar-on-phone';

export function HideSidebarOnPhoneNavigation() {
  const { pathname } = useLocation();
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    hideSidebarOnPhone();
  }, [pathname]);
  return null;
}
