import { HttpResponse } from 'msw';
import type { Industry } from '../queries/industries';
import { industries } from './fixtures/companies';
import { defineCall, param } from './scenario';
import { restUrl, rowsResponse, storageUrl } from './wire';

/** A 16×16 PNG: a red tile with a white square, standing in for a company's logo. */
const logoPng = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHElEQVR42mM4IadLEmIY5Br+4wCjGuirYYimJQBG/42QBfhIUgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** Storage's refusal of a file it will not keep (HTTP 400 carrying the real status). */
const storageRefusal = (statusCode: '413' | '415', message: string) =>
  HttpResponse.json({ statusCode, error: 'Invalid request', message }, { status: 400 });

/** Company facts and the logo on Edit Company Profile, and the industry name on the company page. */
export const companyHandlers = {
  /** The list everyone reads; one industry when asked by slug (the company page's label). */
  industries: defineCall<Industry[]>({
    method: 'get',
    url: restUrl('industries'),
    respond: (request, rows) => {
      const slug = param(new URL(request.url), 'slug');
      return rowsResponse(request, slug ? rows.filter((row) => `eq.${row.slug}` === slug) : rows);
    },
    fixture: industries,
    empty: [],
  }),
  /** A logo upload into the company's folder: stored, or refused as Storage refuses it. */
  uploadLogo: defineCall<'stored' | 'too-large' | 'wrong-type'>({
    method: 'post',
    url: `${storageUrl('object/logos')}/*`,
    respond: (request, outcome) => {
      if (outcome === 'too-large')
        return storageRefusal('413', 'The object exceeded the maximum allowed size');
      if (outcome === 'wrong-type')
        return storageRefusal('415', 'mime type image/svg+xml is not supported');
      const key = decodeURIComponent(
        new URL(request.url).pathname.split('/storage/v1/object/')[1] ?? '',
      );
      return HttpResponse.json({ Key: key, Id: '5d1a7c3e-2b4f-4e6a-9c8d-1f2e3a4b5c6d' });
    },
    fixture: 'stored',
    empty: 'stored',
  }),
  /** Any logo's public address answers with the stand-in image. */
  logoImage: defineCall<null>({
    method: 'get',
    url: `${storageUrl('object/public/logos')}/*`,
    respond: () => new HttpResponse(logoPng, { headers: { 'Content-Type': 'image/png' } }),
    fixture: null,
    empty: null,
  }),
};
