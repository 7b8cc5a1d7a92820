import { beforeEach } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';

// Test files share one page (isolate: false), so modules load once rather than once per file.
// Each test starts from an empty document, empty storage and the default viewport, whatever the
// file before left: vitest-browser-react registers its own cleanup only in the first file.
beforeEach(async () => {
  await cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  await page.viewport(1280, 800);
});
