// A tiny static file server with SPA fallback, for opening a built app in Chromium.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
};

function listen(server, port) {
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
}

/** Serves `root` on the first free port in [from, to]; resolves with its url and close(). */
export async function serveStatic(root, { ports: [from, to] }) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  for (let port = from; port <= to; port += 1) {
    if (await listen(server, port)) {
      return {
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((resolve) => server.close(resolve)),
      };
    }
  }
  throw new Error(`no free port in ${from}-${to}`);
}
