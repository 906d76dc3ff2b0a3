// The signed-in session (account-and-product §3 "Logged user", §4 "Session"): the exchange token
// and the user's identity, kept in local storage so a reload stays signed in. Stream state never
// lives here (architecture.md): only who is signed in.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { sharedStorage } from '@/lib/storage/local-storage';

export interface LoggedUser {
  readonly vendorId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly countryCode: string;
  readonly currencyCode: string;
  readonly localeCode: string;
}

export interface SessionState {
  /** The exchange access token and its type ('BEARER'), or undefined when signed out. */
  readonly token: string | undefined;
  readonly tokenType: string;
  readonly user: LoggedUser | undefined;
  signIn(token: string, tokenType: string): void;
  setUser(user: LoggedUser): void;
  signOut(): void;
}

export const SESSION_STORAGE_KEY = 'greenbook.session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: undefined,
      tokenType: 'BEARER',
      user: undefined,
      signIn: (token, tokenType) => set({ token, tokenType }),
      setUser: (user) => set({ user }),
      signOut: () => set({ token: undefined, user: undefined }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sharedStorage),
      partialize: ({ token, tokenType, user }) => ({ token, tokenType, user }),
    },
  ),
);
