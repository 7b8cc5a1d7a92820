// One of the site's two builds, in a process of its own (see localBuild.ts):
//   node build/buildPart.mjs <site root> client|server
// Plain JavaScript, so it starts without tsx: Vite compiles vite.config.ts itself.
import { build } from 'vite';

const [root, part] = process.argv.slice(2);
if (!root || (part !== 'client' && part !== 'server')) {
  console.error('usage: node build/buildPart.mjs <site root> client|server');
  process.exit(2);
}
await build({
  root,
  // Warnings only: rolldown's plugin-timing report is for profiling, and the size report (which
  // gzips every chunk) is not printed.
  logLevel: 'warn',
  build: {
    ssr: part === 'server',
    reportCompressedSize: false,
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
// Built: a handle a plugin left open must not keep the caller waiting.
process.exit(0);
