/**
 * The site's entry. A server-rendered page is drawn first and hydrated right after, so its content
 * shows before the app's JavaScript runs (on a slow phone that is seconds earlier); the app's
 * modules are already downloading meanwhile (the server preloads them). `pnpm dev` and the
 * panels' shell have nothing to draw yet and start at once.
 */
const start = () => void import('./main');

if (document.getElementById('root')?.hasChildNodes()) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
