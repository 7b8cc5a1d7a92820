/**
 * Starts the site's server: the production entry (main.ts) and `pnpm start` both call this.
 * Built into dist/server/site.js with everything it needs bundled in.
 */
import { serve } from '@hono/node-server';
import WebSocket from 'ws';
import { createSupabaseClient, type SupabaseConfig } from '@globalhire/data';
import { lightThemeClass } from '@globalhire/ui';
import { render } from '../src/entry-server';
import { defaultPreviewHostSuffixes } from '../src/host/canonicalHostRedirect';
import { createAssetResolver, readClientBuild } from './assets';
import { createSiteApp } from './app';

export interface SiteServerOptions {
  port: number;
  host: string;
  siteUrl: string;
  /** The project browsers talk to. */
  supabase: SupabaseConfig;
  /** The URL this server reaches the same project at, when it differs (a private network). */
  supabaseServerUrl?: string;
  previewHostSuffixes?: readonly string[];
  /** The client build (dist/client). */
  clientDir: string;
}

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

/** Fetch that sends the public Supabase URL's requests to the server's own URL for it. */
function fetchVia(publicUrl: string, serverUrl: string): typeof fetch {
  const from = publicUrl.replace(/\/$/, '');
  const to = serverUrl.replace(/\/$/, '');
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = url.startsWith(from) ? to + url.slice(from.length) : url;
    return fetch(input instanceof Request ? new Request(target, input) : target, init);
  };
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const { clientDir } = options;
  const client = createSupabaseClient(options.supabase, {
    // Image and link URLs keep the public address; only the server's own requests take the private one.
    ...(options.supabaseServerUrl ? { global: { fetch: fetchVia(options.supabase.url, options.supabaseServerUrl) } } : {}),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // A database that hangs gives the page's error state (503) rather than holding the request.
    db: { timeout: 10_000 },
    // Node 20 has no WebSocket of its own, and supabase-js builds its realtime client eagerly.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const app = createSiteApp({
    clientDir,
    siteUrl: options.siteUrl,
    supabase: options.supabase,
    client,
    render,
    assetsFor: createAssetResolver(readClientBuild(clientDir)),
    themeClass: lightThemeClass,
    previewHostSuffixes: options.previewHostSuffixes ?? defaultPreviewHostSuffixes,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, () => resolve(started));
    started.once('error', reject);
  });
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
