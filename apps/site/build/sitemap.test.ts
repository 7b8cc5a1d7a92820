import { expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

it('writes absolute, escaped URLs with dates', () => {
  const xml = sitemapXml('https://www.globalhire.com/', [
    { path: '/' },
    { path: '/jobs/1?a=1&b=2', lastmod: '2026-03-01T10:00:00Z' },
  ]);
  expect(xml).toContain('<loc>https://www.globalhire.com/</loc>');
  expect(xml).toContain(
    '<loc>https://www.globalhire.com/jobs/1?a=1&#38;b=2</loc><lastmod>2026-03-01</lastmod>',
  );
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
});
