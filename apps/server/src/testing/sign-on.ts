// What a person does on the exchange's sign-on page, for tests: open it, fill in the form,
// submit it, and return where the exchange redirects (the product, with a code).
import { expect } from 'vitest';

const unescape = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a person does on the sign-on page: open it, fill in the form, submit it. */
export async function signOnAs(signOnUrl: string, username: string, password: string): Promise<URL> {
  const page = await fetch(signOnUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(name!, unescape(value!));
  }
  form.set('username', username);
  form.set('password', password);
  const submitted = await fetch(new URL(unescape(action!), page.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(submitted.status).toBe(302);
  return new URL(submitted.headers.get('location')!);
}
