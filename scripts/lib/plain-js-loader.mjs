// `pnpm start` runs start.ts under tsx (`--import tsx`), whose load hook reads every JavaScript
// module again to rewrite its dynamic imports. Plain JavaScript needs none of that: the built
// site's server (5 MB) took 1.7 s through tsx against 0.2 s as Node loads it, and the packages
// start.ts imports 1.0 s against 0.65. Registered after tsx, these hooks run first and hand such
// files straight to Node (see plain-js-hooks.mjs); TypeScript still goes through tsx.
import { register } from 'node:module';

register('./plain-js-hooks.mjs', import.meta.url);
