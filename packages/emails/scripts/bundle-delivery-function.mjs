#!/usr/bin/env node
// `pnpm emails:function`: bundles what the deliver-emails Edge Function runs (the delivery worker
// of @globalhire/data and the templates of @globalhire/emails, with React, React Email and zod)
// into one ES module beside the function, so Deno loads no workspace path: only supabase-js stays
// an import, mapped by the function's deno.json. Run it before `supabase functions deploy
// deliver-emails`; the bundle is generated, not committed. `--out <file>` writes elsewhere.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleDeliveryFunction } from './bundle.mjs';

const outIndex = process.argv.indexOf('--out');
const outFile =
  outIndex > 0
    ? process.argv[outIndex + 1]
    : fileURLToPath(new URL('../../../supabase/functions/deliver-emails/worker.bundle.js', import.meta.url));
const code = await bundleDeliveryFunction();
writeFileSync(outFile, code);
console.log(`Wrote ${outFile} (${(code.length / 1024).toFixed(0)} KB).`);
