/**
 * The browser's entry: a bootstrap of a few KB that decides whether the page needs the app
 * (boot/startApp: React, the router, the page's chunks):
 *   - at once when the page was not server-rendered (the panels, `pnpm dev`: no hydration
 *     payload), when the page is a form only the app can send (sign-in, registration, contact:
 *     `needsApp`), when the visitor has a stored session or the address brings one (an email
 *     link), so their header and state appear without an interaction, or when the server's page
 *     is a spinner only the browser can finish (an email link being checked);
 *   - otherwise never by itself: the page is the server's HTML and answers as HTML does, with a
 *     few listeners for what HTML lacks (boot/enhance). A button only the app can handle (a
 *     Retry) loads the app when pressed.
 * `<html data-hydrated>` is set once React has taken the page over, `data-enhanced` when the
 * page stays HTML.
 */
import { readPagePayload } from './app/pagePayload';
import { enhancePublicPage } from './boot/enhance';
import { hasSessionInUrl, hasStoredSession } from './boot/storedSession';

const payload = readPagePayload();

/** The app's chunks for this page, named by the server: fetched together, not one after another. */
function preloadApp() {
  const names = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app ?? '';
  for (const href of names.split(' ').filter(Boolean)) {
    if (document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    // The page's own requests (its style sheet, fonts, images) come first.
    link.fetchPriority = 'low';
    document.head.append(link);
  }
}

/**
 * A page the server could only draw as busy (a sign-in or reset link being checked, a redirect to
 * the visitor's dashboard: only the browser knows the session) is finished by the app at once.
 * A busy button (one control waiting for the session) is not the page.
 */
const waitsForBrowser = () =>
  [
    ...document.querySelectorAll(
      '#root [aria-busy="true"], #root [data-slot="spinner"][role="status"]',
    ),
  ].some((element) => !element.closest('button'));

let appStarted: Promise<void> | null = null;

async function loadApp() {
  document.documentElement.dataset.hydration = 'loading';
  preloadApp();
  const { startApp: start } = await import('./boot/startApp');
  await new Promise<void>((resolve) => void start(payload, resolve));
  delete document.documentElement.dataset.hydration;
  document.documentElement.dataset.hydrated = '';
}

const startApp = () => (appStarted ??= loadApp());

/**
 * A form only the app can send (no `action`: sign-in, registration) sent before the app has the
 * page would go to the browser as a GET of this address, the password in it: it is held, then
 * sent again once the app has the page.
 */
function holdAppFormsUntil(hydrated: Promise<void>) {
  const hold = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { submitter } = event;
    void hydrated.then(() => {
      if (!form.isConnected) return;
      const own = submitter instanceof HTMLButtonElement && submitter.form === form;
      form.requestSubmit(own ? submitter : null);
    });
  };
  window.addEventListener('submit', hold, true);
  // Registered first, so the listener is gone before a held form is sent again.
  void hydrated.then(() => window.removeEventListener('submit', hold, true));
}

const reportFailure = (error: unknown) => {
  document.documentElement.dataset.hydration = 'failed';
  console.error(error);
};

if (!payload?.hydration) {
  // The shell of a page only the browser renders: the app is the page.
  startApp().catch(reportFailure);
} else if (
  payload.hydration.needsApp ||
  hasStoredSession(payload.supabase.url, { getItem: (key) => window.localStorage.getItem(key) }) ||
  hasSessionInUrl(window.location) ||
  waitsForBrowser()
) {
  // Right after the server's HTML is first drawn, so the app does not hold up its paint.
  let ready: () => void = () => {};
  holdAppFormsUntil(new Promise<void>((resolve) => (ready = resolve)));
  requestAnimationFrame(() => setTimeout(() => startApp().then(ready, reportFailure), 0));
} else {
  enhancePublicPage(startApp);
}
