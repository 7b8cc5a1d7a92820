import { useEffect } from 'react';

export const SITE_NAME = 'GlobalHire';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or site-relative image for Open Graph cards. */
  image?: string;
  type?: 'website' | 'article';
  noIndex?: boolean;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Sets the page title, description, canonical URL and Open Graph tags for the current page. */
export function usePageMeta(meta: PageMeta) {
  const { title, description, image, type = 'website', noIndex = false } = meta;
  useEffect(() => {
    const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('name', 'robots', noIndex ? 'noindex' : 'index, follow');
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('property', 'og:url', window.location.href);
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = `${window.location.origin}${window.location.pathname}`;
  }, [title, description, image, type, noIndex]);
}
