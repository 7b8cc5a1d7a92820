/**
 * Starts the site's server: the production entry (main.ts) and `pnpm start` both call this.
 * Built into dist/server/site.js with everything it needs bundled in.
 */
import { serve } from '@hono/node-server';
import type { SupabaseConfig } from '@globalhire/data';
import { systemThemeClass } from '@globalhire/ui';
import { render } from '../src/entry-server';
import { defaultPreviewHostSuffixes } from '../src/host/canonicalHostRedirect';
import { createAssetResolver, readClientBuild } from './assets';
import { createSiteApp } from './app';
import { createServerClient } from './serverClient';

export interface SiteServerOptions {
  port: number;
  host: string;
  siteUrl: string;
  /** The project browsers talk to. */
  supabase: SupabaseConfig;
  /** The URL this server reaches the same project at, when it differs (a private network). */
  supabaseServerUrl?: string;
  previewHostSuffixes?: readonly string[];
  /** Proxies whose X-Forwarded-Proto counts (TRUSTED_PROXIES; default: loopback only). */
  trustedProxies?: readonly string[];
  /** The client build (dist/client). */
  clientDir: string;
}

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const { clientDir } = options;
  const client = createServerClient(options.supabase, options.supabaseServerUrl);

  const app = createSiteApp({
    clientDir,
    siteUrl: options.siteUrl,
    supabase: options.supabase,
    client,
    render,
    assetsFor: createAssetResolver(readClientBuild(clientDir)),
    themeClass: systemThemeClass,
    previewHostSuffixes: options.previewHostSuffixes ?? defaultPreviewHostSuffixes,
    ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
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
