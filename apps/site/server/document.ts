/** The HTML document around a rendered page (or around an empty root, for the panels). */
import { headTags, type PageMeta, type PageUrl } from '../src/seo/pageMeta';
import { PAGE_PAYLOAD_ID, serializePagePayload, type PagePayload } from '../src/app/pagePayload';
import { colorSchemeScript } from '../src/layout/colorScheme';
import type { PageAssets } from './assets';

const defaultMeta: PageMeta = {
  title: 'GlobalHire — International jobs and recruitment',
  description:
    'GlobalHire connects people who want to work abroad with employers in Australia, Canada, the UK, Ireland, New Zealand and the United States.',
};

export interface DocumentParts {
  assets: PageAssets;
  /** The theme's class, on <html> so the body and portals have its variables from the first paint. */
  themeClass: string;
  nonce: string;
  location: PageUrl;
  meta: PageMeta | null;
  /** The rendered page; empty for a page the browser renders itself. */
  html: string;
  payload: PagePayload;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function htmlDocument(parts: DocumentParts): string {
  const { assets, nonce } = parts;
  const meta = parts.meta ?? defaultMeta;
  return [
    '<!doctype html>',
    `<html lang="en" class="${attribute(parts.themeClass)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#1d4ed8">',
    // The visitor's light/dark choice reaches <html> before anything is drawn: no flash of the other.
    `<script nonce="${nonce}">${colorSchemeScript}</script>`,
    headTags(meta, parts.location),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...assets.fonts.map(
      (href) =>
        `<link rel="preload" href="${attribute(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${attribute(href)}">`),
    // Fetched early but behind the style sheet and the page itself: they run after the first paint.
    // A server-rendered page loads only the bootstrap; it fetches the app (`data-app`) when the
    // visitor shows intent or has a session. A page the browser draws needs the app at once.
    ...[...assets.preload, ...(parts.payload.hydration ? [] : assets.app)].map(
      (href) =>
        `<link rel="modulepreload" href="${attribute(href)}" fetchpriority="low" nonce="${nonce}">`,
    ),
    `<script type="module" src="${attribute(assets.entry)}" nonce="${nonce}" data-app="${attribute(assets.app.join(' '))}"></script>`,
    '</head>',
    '<body>',
    `<div id="root">${parts.html}</div>`,
    `<script type="application/json" id="${PAGE_PAYLOAD_ID}">${serializePagePayload(parts.payload)}</script>`,
    '</body>',
    '</html>',
  ].join('');
}
