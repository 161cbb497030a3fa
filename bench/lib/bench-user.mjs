// A user of their own for a browser bench: signed up and confirmed through the API (the one-time code
// from the local mailbox, so the API must run outside production), signed in, with the app access
// token of their personal group. Shared by bench/catalog-scroll.mjs and bench/inventory-scroll.mjs.
import { ANON_KEY } from './api-process.mjs';

/** `call(path, { method, body, headers })`: JSON in and out, throwing with the answer on an error status. */
export function apiCaller(apiUrl, anonKey = ANON_KEY) {
  return async function call(path, { method = 'GET', body, headers = {} } = {}) {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { apikey: anonKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
}

/**
 * Signs up `bench-<time>@bullion.test`; returns its credentials, a fresh session (what the app keeps
 * in localStorage), the headers of calls in its personal group (`bearer` alone, or `inGroup` with
 * the app token) and that group's id.
 */
export async function signUpBenchUser(apiUrl, call = apiCaller(apiUrl)) {
  const email = `bench-${Date.now()}@bullion.test`;
  const password = 'BenchUser1234';
  await call('/auth/v1/signup', { method: 'POST', body: { email, password, data: { full_name: 'Bench User' } } });
  const mails = await (await fetch(`${apiUrl}/_dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
  await call('/auth/v1/verify', { method: 'POST', body: { type: 'signup', email, token: mails.find((mail) => mail.code).code } });
  const signIn = () => call('/auth/v1/token?grant_type=password', { method: 'POST', body: { email, password } });
  const session = await signIn();
  const bearer = { authorization: `Bearer ${session.access_token}` };
  const [group] = await call('/api/groups', { headers: bearer });
  const { token } = await call('/api/auth/token', { method: 'POST', body: { groupId: group.id }, headers: bearer });
  return { email, password, signIn, bearer, inGroup: { ...bearer, token }, groupId: group.id };
}

/**
 * Logs `user` in through the app's /login form in a page of a puppeteer `browser`, so the browser keeps
 * the session (localStorage) for the pages measured next; waits for the signed-in dashboard.
 * Shared by bench/lighthouse.mjs and bench/dashboard-start.mjs.
 */
export async function logInThroughForm(browser, appUrl, user) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${appUrl}/login`);
  await page.locator('form[name="login"] input[name="email"]').fill(user.email);
  await page.locator('form[name="login"] input[name="password"]').fill(user.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname === '/' && document.querySelector('h3')?.textContent === 'Dashboard', { timeout: 60_000 });
  await page.close();
}
