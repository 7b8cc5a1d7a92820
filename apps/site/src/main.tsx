/**
 * The browser's entry: a bootstrap of a few KB that decides when to load the app (boot/startApp).
 *   - at once when the page was not server-rendered (the panels, `pnpm dev`: no hydration payload)
 *     or the visitor has a stored session, or the address brings one (an email link): their header
 *     and state appear without an interaction; or the server's page is a spinner only the browser
 *     can finish (an email link being checked);
 *   - otherwise on the visitor's first sign of intent (boot/hydrateOnIntent), with what they did
 *     meanwhile replayed. Until then the server's HTML is the page: its links and native forms work.
 * `<html data-hydrated>` is set once React has taken the page over.
 */
import { readPagePayload } from './app/pagePayload';
import { hydrateOnIntent } from './boot/hydrateOnIntent';
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

async function startApp() {
  preloadApp();
  const { startApp: start } = await import('./boot/startApp');
  await new Promise<void>((resolve) => void start(payload, resolve));
  document.documentElement.dataset.hydrated = '';
}

if (
  !payload?.hydration ||
  hasStoredSession(payload.supabase.url, { getItem: (key) => window.localStorage.getItem(key) }) ||
  hasSessionInUrl(window.location) ||
  waitsForBrowser()
) {
  void startApp();
} else {
  hydrateOnIntent(startApp, (error) => console.error(error));
}
