export const SITE_NAME = 'GlobalHire';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or site-relative image for Open Graph cards. */
  image?: string;
  type?: 'website' | 'article';
  noIndex?: boolean;
  /**
   * The HTTP status the server answers with (default 200): 404 for a page, job, article or company
   * that does not exist, 410 for a closed job. The browser ignores it.
   */
  status?: number;
}

export const fullTitle = (title: string) => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The <head> tags of a page, as HTML, for the server's response: the same tags usePageMeta sets
 * in the browser, so search engines and link previews read them without running JavaScript.
 */
export function headTags(meta: PageMeta, location: { origin: string; pathname: string; search: string }): string {
  const title = fullTitle(meta.title);
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    tag('name', 'description', meta.description),
    tag('name', 'robots', meta.noIndex ? 'noindex' : 'index, follow'),
    tag('property', 'og:title', title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:type', meta.type ?? 'website'),
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:url', `${location.origin}${location.pathname}${location.search}`),
    ...(meta.image ? [tag('property', 'og:image', new URL(meta.image, location.origin).href)] : []),
    `<link rel="canonical" href="${escapeHtml(`${location.origin}${location.pathname}`)}">`,
  ].join('');
}
