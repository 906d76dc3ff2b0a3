// The one frame every page except the login hand-off is drawn in. It stays mounted while the
// trader moves between home, market and open pages: the shell (session gate, header, recent
// markets, inactivity) keeps its state and the settings save waiting its 2 s (§4) is not lost to
// a remount. Each group of routes says which frame it needs through its handle.
import { Navigate, useMatches } from 'react-router';
import { GlobalCashoutButton } from '@/features/betting';
import { DeadMansSwitchBadge } from '@/features/dead-mans-switch';
import { PracticeBarGate } from '@/features/practice';
import { HeroShotPreload, InactivityWatcher, LogoutButton, SessionGate } from '@/features/session';
import { AppShell, VisitorFrame } from '@/features/shell';
import { useSessionStore } from '@/lib/session/session-store';
import { CommandOverlays } from './command-overlays';
import { HideSidebarOnPhoneNavigation } from './hide-sidebar-on-phone-navigation';
import { lazyPage } from './lazy-page';

// A chunk of its own: signed-in pages never load it, and the market route's first load stays
// small. Nothing shows while it loads (a blank window, then the whole page: no shift).
const LandingPage = lazyPage(async () => (await import('@/features/session/landing')).LandingPage, {
  whileLoading: 'nothing',
});

/**
 * home: / and /index, the landing page for visitors, the home inside the shell when signed in.
 * signed-in: home, lists, market, account, store; visitors go to / (the landing).
 * open: static pages, widgets, e-mail confirmation, not-found; the visitor frame for visitors.
 */
export type FrameKind = 'home' | 'signed-in' | 'open';

export interface FrameHandle {
  readonly frame: FrameKind;
}

export const frameHandle = (frame: FrameKind): FrameHandle => ({ frame });

function isFrameHandle(handle: unknown): handle is FrameHandle {
  return typeof handle === 'object' && handle !== null && 'frame' in handle;
}

function useFrameKind(): FrameKind {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isFrameHandle);
  return handle?.frame ?? 'open';
}

export function AppFrame() {
  const signedIn = useSessionStore((state) => state.token !== undefined);
  const kind = useFrameKind();
  if (signedIn) {
    return (
      <SessionGate>
        <AppShell
          logout={<LogoutButton />}
          generalActions={
            <>
              <GlobalCashoutButton />
              <DeadMansSwitchBadge />
            </>
          }
          banner={<PracticeBarGate />}
          overlays={
            <>
              <InactivityWatcher />
              <HideSidebarOnPhoneNavigation />
              <CommandOverlays />
            </>
          }
        />
      </SessionGate>
    );
  }
  if (kind === 'home') {
    return (
      <>
        <HeroShotPreload />
        <LandingPage />
      </>
    );
  }
  if (kind === 'signed-in') return <Navigate to="/" replace />;
  return <VisitorFrame />;
}
