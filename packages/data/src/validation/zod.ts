import { z } from 'zod';

// (Marked a side effect in package.json, so bundlers keep this call.)
// Zod would probe for eval (new Function) to compile its parsers; under the site's
// Content-Security-Policy that probe is a reported violation. The interpreted parsers are as correct.
z.config({ jitless: true });

export { z };
