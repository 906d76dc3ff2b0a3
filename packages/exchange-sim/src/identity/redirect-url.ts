// Where the vendor sign-on sends the browser back (betfair-protocol §4.5 step 2): the vendor's
// registered redirect URL with the sign-on's `redirect_uri` appended, then `?code=<auth code>`.

/** Splits `path?query#fragment` without treating anything as a host (`//evil` stays a path). */
function splitRelative(reference: string): { path: string; query: string; fragment: string } {
  const hashAt = reference.indexOf('#');
  const beforeHash = hashAt === -1 ? reference : reference.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : reference.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    query: queryAt === -1 ? '' : beforeHash.slice(queryAt + 1),
    fragment,
  };
}

/**
 * The redirect target, or undefined when `redirectUri` would leave the registered origin.
 *
 * `redirectUri` arrives decoded once, as every query parameter is. Choices where the reference is
 * silent: a relative `redirectUri` is appended as a path below the registered URL's path (one `/`
 * between them, however many either side has), its query parameters added after any of the
 * registered URL's, its fragment kept; an absolute `redirectUri` on the registered URL's origin is
 * used as is; an absolute one elsewhere is refused (no open redirect). The target is built by
 * setting URL parts on a copy of the registered URL, so no input can change its origin.
 */
export function vendorRedirectTarget(
  registeredUrl: string,
  redirectUri: string | undefined,
): URL | undefined {
  const registered = new URL(registeredUrl);
  if (redirectUri === undefined || redirectUri === '') return registered;
  if (URL.canParse(redirectUri)) {
    const absolute = new URL(redirectUri);
    return absolute.origin !== 'null' && absolute.origin === registered.origin ? absolute : undefined;
  }
  const { path, query, fragment } = splitRelative(redirectUri);
  const target = new URL(registered);
  target.pathname = `${registered.pathname.replace(/\/+$/, '')}/${path.replace(/^[/\\]+/, '')}`;
  for (const [name, value] of new URLSearchParams(query)) target.searchParams.append(name, value);
  if (fragment !== '') target.hash = fragment;
  return target;
}

/** The target with the authorisation code as its `code` query parameter (§4.5 step 2). */
export function withAuthCode(target: URL, code: string): string {
  const url = new URL(target);
  url.searchParams.set('code', code);
  return url.toString();
}
