/**
 * The site's performance budgets, in one place: `pnpm bench:site` marks its figures against them
 * and the e2e suite's bundle check (e2e/bundle-budget.spec.ts) fails `pnpm test` when a build
 * exceeds the byte budgets, which are deterministic. KB are 1024 bytes of gzip.
 */
export const budgets = {
  /** What a public page loads before any interaction: the bootstrap and its static imports. */
  firstLoadKb: 20,
  /**
   * Everything an anonymous visitor's public page can load short of the app: the first load plus
   * what it imports on demand (the enhancements), without the app's start and its closure.
   */
  publicTotalKb: 100,
  /** A first tap on a throttled phone is answered (painted) within this. */
  answerMs: 200,
  lighthouse: { performance: 98, accessibility: 100, seo: 100, cls: 0, lcpSeconds: 2.0 },
  /** `pnpm start` with its build reused, to a served page. */
  warmStartSeconds: 5,
};

/**
 * The module that starts the React app (imported on demand by the bootstrap): it and its static
 * imports are what a signed-in visitor or a panel loads, so the public total leaves them out.
 */
export const appStartModule = 'src/boot/startApp.tsx';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
