// Module hooks (registered by plain-js-loader.mjs): ES modules that are already plain JavaScript,
// the site's build and the packages in node_modules, load as Node loads them, not through tsx.
import { readFile } from 'node:fs/promises';

const builtServer = new URL('../../apps/site/dist/server/', import.meta.url).href;

const isPlainModule = (url, format) =>
  /\.m?js$/.test(url) &&
  (url.startsWith(builtServer) || (url.includes('/node_modules/') && format === 'module'));

export async function load(url, context, nextLoad) {
  if (!isPlainModule(url, context.format)) return nextLoad(url, context);
  return { format: 'module', source: await readFile(new URL(url)), shortCircuit: true };
}
