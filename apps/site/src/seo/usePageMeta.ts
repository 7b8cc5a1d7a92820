import { useEffect } from 'react';
import { fullTitle, SITE_NAME, type PageMeta } from './pageMeta';
import { useServerPage } from './serverPage';

export { SITE_NAME, type PageMeta };

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * Sets the page title, description, canonical URL and Open Graph tags for the current page; on
 * the server it hands them (and the page's HTTP status) to the response instead.
 */
export function usePageMeta(meta: PageMeta) {
  const { title, description, image, type = 'website', noIndex = false } = meta;
  const server = useServerPage();
  server?.setMeta(meta);
  useEffect(() => {
    const full = fullTitle(title);
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('name', 'robots', noIndex ? 'noindex' : 'index, follow');
    setMeta('property', 'og:title', full);
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
