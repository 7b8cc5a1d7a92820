import { createServer } from 'node:net';

/** Resolves with the port if nothing listens on it at 127.0.0.1, else with false. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      probe.close(() => resolve(true)),
    );
  });
}

/** A port the system has just handed out as free. */
function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The port to serve on: `explicit` when one was asked for (a busy one then fails loudly at start),
 * else `preferred` when it is free, else any free port, so a developer with `pnpm start` running
 * on the defaults can still run the suite.
 */
export async function choosePort(
  explicit: string | undefined,
  preferred: number,
  avoid: number[] = [],
): Promise<number> {
  if (explicit) return Number(explicit);
  if (!avoid.includes(preferred) && (await isPortFree(preferred))) return preferred;
  for (;;) {
    const port = await anyFreePort();
    if (!avoid.includes(port)) return port;
  }
}
