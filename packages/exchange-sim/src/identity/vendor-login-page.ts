// The vendor sign-on page a person sees (betfair-protocol §4.5 step 1): log in and allow the web
// vendor to use the account. Plain HTML with labelled fields and no script; every value that came
// from the request is escaped.
import type { Vendor } from './app-keys.js';
import { escapeHtml, htmlPage } from './html.js';

export interface SignOnForm {
  readonly vendor: Vendor;
  /** The sign-on's redirect_uri, carried through the form unchanged. */
  readonly redirectUri: string | undefined;
  /** People's usernames, shown as a hint: in the simulator the password is the username. */
  readonly usernames: readonly string[];
  /** What the person typed last time, kept after a failed attempt. */
  readonly username?: string;
  readonly error?: string;
}

const hidden = (name: string, value: string): string =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export function signOnPage(form: SignOnForm): string {
  const vendorName = escapeHtml(form.vendor.name);
  const error =
    form.error === undefined
      ? ''
      : `<p class="error" role="alert" id="sign-on-error">${escapeHtml(form.error)}</p>`;
  const invalid = form.error === undefined ? '' : ' aria-invalid="true"';
  const usernames = form.usernames.map(escapeHtml).join(', ');
  const hint =
    form.usernames.length === 0
      ? 'This simulator has no accounts to sign in with.'
      : `Simulator accounts: ${usernames}. The password is the same as the username.`;
  const body = `<h1>Log in to Betfair (simulator)</h1>
<p><strong>${vendorName}</strong> asks to use your Betfair account: to see your funds, markets and bets and to place bets for you.</p>
${error}
<form method="post" action="vendor-login">
${hidden('client_id', form.vendor.vendorId)}
${hidden('response_type', 'code')}
${form.redirectUri === undefined ? '' : hidden('redirect_uri', form.redirectUri)}
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required aria-describedby="username-hint"${invalid} value="${escapeHtml(form.username ?? '')}">
<p id="username-hint">${hint}</p>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">Log in and allow ${vendorName}</button>
</form>`;
  return htmlPage(`Log in to allow ${form.vendor.name}`, body);
}

/** The page for a sign-on request that cannot go on (unknown client_id, wrong response_type…). */
export function signOnErrorPage(message: string): string {
  return htmlPage(
    'Sign-on request not valid',
    `<h1>Sign-on request not valid</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}
