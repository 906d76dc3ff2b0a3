// Whether the page is being left (reload, navigation to another address, tab closed). The browser
// then aborts every request and socket in flight, and an aborted API-NG call looks exactly like
// "no response" — which trading-core §8 treats as a lost session. Without this, reloading the page
// while a poll was in flight signed the trader out.
let unloading = false;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (unloading = true));
  window.addEventListener('pagehide', () => (unloading = true));
  // Back from the back-forward cache: the page lives again.
  window.addEventListener('pageshow', () => (unloading = false));
}

export function isPageUnloading(): boolean {
  return unloading;
}
