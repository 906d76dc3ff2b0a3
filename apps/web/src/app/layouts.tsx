// The frames routes are drawn in: signed-in pages inside the shell (after the identity is known),
// pages open to everyone inside the shell or the visitor frame, and / as landing or home.
import { Navigate } from 'react-router';
import { InactivityWatcher, LandingPage, LogoutButton, SessionGate } from '@/features/session';
import { AppShell, VisitorFrame } from '@/features/shell';
import { useSessionStore } from '@/lib/session/session-store';

function useSignedIn(): boolean {
  return useSessionStore((state) => state.token !== undefined);
}

function SignedInShell() {
  return (
    <SessionGate>
      <AppShell logout={<LogoutButton />} overlays={<InactivityWatcher />} />
    </SessionGate>
  );
}

/** Home, lists, market, account, store: signed-in users only; visitors go to / (the landing). */
export function SignedInLayout() {
  return useSignedIn() ? <SignedInShell /> : <Navigate to="/" replace />;
}

/** Static pages, widgets, e-mail confirmation, not-found: anyone. */
export function OpenLayout() {
  return useSignedIn() ? <SignedInShell /> : <VisitorFrame />;
}

/** / and /index: the landing page for visitors, the home inside the shell when signed in. */
export function HomeOrLanding() {
  return useSignedIn() ? <SignedInShell /> : <LandingPage />;
}
