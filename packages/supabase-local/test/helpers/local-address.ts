import { request } from 'node:http';

/**
 * A fetch whose connections leave from `localAddress` (e.g. 127.0.0.2: the whole 127/8 range is
 * this machine), so a test can play a client at another address than the others.
 */
export function fetchFromAddress(localAddress: string): typeof fetch {
  return async (input, init) => {
    const outgoing = new Request(input, init);
    const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const req = request(
        outgoing.url,
        { method: outgoing.method, headers: Object.fromEntries(outgoing.headers), localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const one of [value ?? []].flat()) headers.append(name, one);
            }
            const status = res.statusCode ?? 500;
            const empty = status === 204 || status === 205 || status === 304;
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status,
                statusText: res.statusMessage ?? '',
                headers,
              }),
            );
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
}
