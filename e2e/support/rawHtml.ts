import type { APIRequestContext, APIResponse } from '@playwright/test';

/** A page as a search engine's first fetch sees it: the server's HTML, no JavaScript run. */
export interface RawPage {
  response: APIResponse;
  status: number;
  html: string;
}

export async function fetchRaw(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawPage> {
  const response = await request.get(path, { maxRedirects: 0, headers });
  return { response, status: response.status(), html: await response.text() };
}

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();

/** The text of every h1 in the HTML. */
export const headingsOf = (html: string) =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) => decode(inner ?? ''));

export const titleOf = (html: string) => decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');

/** content of <meta name|property="key">, or null. */
export function metaOf(html: string, key: string): string | null {
  const tag = new RegExp(
    `<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`,
  ).exec(html);
  return tag ? decode(tag[1] ?? '') : null;
}

export const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;

/** Every JSON-LD block in the HTML, parsed. */
export const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? 'null') as Record<string, unknown>,
  );
