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

export interface PageUrl {
  origin: string;
  pathname: string;
  search: string;
}

export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/**
 * A page's <meta> tags and canonical URL: the one list the server writes into its HTML and
 * usePageMeta sets in the browser.
 */
export function pageHead(meta: PageMeta, location: PageUrl): { title: string; tags: MetaTag[]; canonical: string } {
  const title = fullTitle(meta.title);
  const tag = (attribute: MetaTag['attribute'], key: string, content: string): MetaTag => ({ attribute, key, content });
  return {
    title,
    tags: [
      tag('name', 'description', meta.description),
      tag('name', 'robots', meta.noIndex ? 'noindex' : 'index, follow'),
      tag('property', 'og:title', title),
      tag('property', 'og:description', meta.description),
      tag('property', 'og:type', meta.type ?? 'website'),
      tag('property', 'og:site_name', SITE_NAME),
      tag('property', 'og:url', `${location.origin}${location.pathname}${location.search}`),
      ...(meta.image ? [tag('property', 'og:image', new URL(meta.image, location.origin).href)] : []),
    ],
    canonical: `${location.origin}${location.pathname}`,
  };
}

/** The head tags as HTML, for the server's response: search engines and link previews read them without JavaScript. */
export function headTags(meta: PageMeta, location: PageUrl): string {
  const { title, tags, canonical } = pageHead(meta, location);
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
  ].join('');
}
