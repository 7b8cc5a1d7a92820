import { createContext, useContext } from 'react';
import type { PageMeta } from './pageMeta';

/**
 * What a page tells the server while it renders there: its meta tags, its HTTP status and a
 * redirect. The server reads it after the last render pass; in the browser there is none.
 */
export class ServerPageRecord {
  meta: PageMeta | null = null;
  /** The page drew something for this visitor alone (from a cookie): no shared cache may keep it. */
  personal = false;
  redirect: { to: string; status: 301 | 302 } | null = null;

  constructor(
    /** The site's public origin (SITE_URL), for canonical links and structured data. */
    readonly origin: string,
    /** The requested path and query, as the browser will see them. */
    readonly pathname: string,
    readonly search: string,
    /** The request's Cookie header: a visitor's choices a page may render for (citizenships). */
    readonly cookie: string = '',
  ) {}

  /** The last page to render wins, as the last effect does in the browser. */
  setMeta(meta: PageMeta) {
    this.meta = meta;
  }

  /** The page drew something for this visitor alone. */
  markPersonal() {
    this.personal = true;
  }

  redirectTo(to: string, status: 301 | 302 = 301) {
    this.redirect = { to, status };
  }
}

const ServerPageContext = createContext<ServerPageRecord | null>(null);

export const ServerPageProvider = ServerPageContext.Provider;

/** The record of the page rendering on the server, or null in the browser. */
export function useServerPage(): ServerPageRecord | null {
  return useContext(ServerPageContext);
}

/** The origin links and structured data use: SITE_URL on the server, the page's own in the browser. */
export function useSiteOrigin(): string {
  const server = useServerPage();
  return server ? server.origin : window.location.origin;
}
