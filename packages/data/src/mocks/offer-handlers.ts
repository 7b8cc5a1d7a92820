import { HttpResponse, http } from 'msw';
import type { Offer, OfferDefaults } from '../queries/offers';
import type { OfferRow } from '../mutations/offers';
import { defaultOffers, offerDefaults, offerRow } from './fixtures/offers';
import { defineCall, param } from './scenario';
import { postgrestError, restUrl, rowsResponse, rpcUrl, storageUrl } from './wire';

const sent = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;
const json = (row: object) => HttpResponse.json(row as Record<string, unknown>);

/** `application_id=in.(1,9)` as the ids it names. */
const requestedApplications = (url: URL) =>
  new Set(
    (param(url, 'application_id') ?? '')
      .replace(/^in\.\(|\)$/g, '')
      .split(',')
      .filter(Boolean)
      .map(Number),
  );

/** Mocks for offers: the list, a new offer's defaults, the three RPCs and the letter's storage. */
export const offerHandlers = {
  offers: defineCall<Offer[]>({
    method: 'get',
    url: restUrl('offers'),
    respond: (request, rows) => {
      const ids = requestedApplications(new URL(request.url));
      return rowsResponse(
        request,
        ids.size ? rows.filter((row) => ids.has(row.application_id)) : rows,
      );
    },
    fixture: defaultOffers,
    empty: [],
  }),
  offerDefaults: defineCall<OfferDefaults | null>({
    method: 'get',
    url: restUrl('jobs'),
    matches: (url) =>
      param(url, 'select') ===
      'location, city, country, salary_currency, salary_period, salary_max',
    respond: (request, defaults) =>
      rowsResponse(
        request,
        defaults
          ? [
              {
                location: defaults.location,
                city: null,
                country: 'canada',
                salary_currency: defaults.currency,
                salary_period: defaults.salaryPeriod,
                salary_max: defaults.salaryMax,
              },
            ]
          : [],
      ),
    fixture: offerDefaults,
    empty: null,
  }),
  makeOffer: defineCall<OfferRow>({
    method: 'post',
    url: rpcUrl('make_offer'),
    respond: async (request, row) => {
      const body = await sent(request);
      return json({
        ...row,
        application_id: Number(body.application_id),
        salary_amount: Number(body.salary_amount),
        currency: String(body.currency),
        salary_period: body.salary_period,
        start_date: String(body.start_date),
        location: String(body.location),
        expires_at: String(body.expires_at),
        letter_path: (body.letter_path as string | undefined) ?? null,
        status: 'open',
      });
    },
    fixture: offerRow(),
    empty: offerRow(),
  }),
  withdrawOffer: defineCall<OfferRow>({
    method: 'post',
    url: rpcUrl('withdraw_offer'),
    respond: async (request, row) => {
      const body = await sent(request);
      return json({
        ...row,
        id: Number(body.offer_id),
        status: 'withdrawn',
        withdrawn_at: '2026-03-11T09:00:00+00:00',
      });
    },
    fixture: offerRow(),
    empty: offerRow(),
  }),
  respondToOffer: defineCall<OfferRow>({
    method: 'post',
    url: rpcUrl('respond_to_offer'),
    respond: async (request, row) => {
      const body = await sent(request);
      return json({
        ...row,
        id: Number(body.offer_id),
        status: body.accept ? 'accepted' : 'declined',
        candidate_note: (body.note as string | undefined) ?? null,
        answered_at: '2026-03-10T09:00:00+00:00',
      });
    },
    fixture: offerRow(),
    empty: offerRow(),
  }),
  uploadOfferLetter: defineCall<null>({
    method: 'post',
    url: `${storageUrl('object/offer-letters')}/*`,
    respond: (request) => {
      const key = decodeURIComponent(
        new URL(request.url).pathname.split('/storage/v1/object/')[1] ?? '',
      );
      return HttpResponse.json({ Key: key, Id: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5c' });
    },
    fixture: null,
    empty: null,
  }),
  offerLetterUrl: defineCall<null>({
    method: 'post',
    url: `${storageUrl('object/sign/offer-letters')}/*`,
    respond: (request) => {
      const path = new URL(request.url).pathname.split('/storage/v1')[1] ?? '';
      return HttpResponse.json({ signedURL: `${path}?token=mock-signed-token` });
    },
    fixture: null,
    empty: null,
  }),
};

/** Refusals from the database, for stories of the error paths (not part of the default handlers). */
export const offerFailures = {
  /** The candidate answered after the offer's answer-by time. */
  offerExpired: () =>
    http.post(rpcUrl('respond_to_offer'), () =>
      postgrestError(400, {
        code: '55000',
        message: 'This offer expired on 15 May 2030, 23:59 UTC, so it can no longer be answered.',
        hint: 'offer_expired',
      }),
    ),
  /** Another open offer already stands on the application. */
  offerAlreadyOpen: () =>
    http.post(rpcUrl('make_offer'), () =>
      postgrestError(409, {
        code: '23505',
        message: 'This candidate already has an open offer. Withdraw it before making a new one.',
        hint: 'offer_open',
      }),
    ),
  /** Storage refuses a file that is not a PDF. */
  letterNotPdf: () =>
    http.post(`${storageUrl('object/offer-letters')}/*`, () =>
      HttpResponse.json(
        { statusCode: '415', error: 'invalid_mime_type', message: 'mime type not supported' },
        { status: 400 },
      ),
    ),
};
