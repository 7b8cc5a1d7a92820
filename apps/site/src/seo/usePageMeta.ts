import { useEffect } from 'react';
import { pageHead, SITE_NAME, type MetaTag, type PageMeta } from './pageMeta';
import { useServerPage } from './serverPage';

export { SITE_NAME, type PageMeta };

function setMeta({ attribute, key, content }: MetaTag) {
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
  const { title, description, image, type, noIndex } = meta;
  const server = useServerPage();
  server?.setMeta(meta);
  useEffect(() => {
    const head = pageHead({ title, description, image, type, noIndex }, window.location);
    document.title = head.title;
    head.tags.forEach(setMeta);
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = head.canonical;
  }, [title, description, image, type, noIndex]);
}
