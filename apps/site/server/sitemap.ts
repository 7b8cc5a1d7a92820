// temporary local placeholder until the sitemap branch lands (not committed)
import type { GlobalHireClient } from '@globalhire/data';
export async function sitemapResponse(_c: GlobalHireClient, _s: string, _p: string) { return null as null | { status: number; contentType: string; body: string }; }
export function robotsTxt(siteUrl: string) { return `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap.xml\n`; }
