import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getOfferDefaults,
  getOfferLetterUrl,
  latestOffers,
  listOffers,
  makeOffer,
  offerSchema,
  respondToOffer,
  toZonedParts,
  type GlobalHireClient,
  type OfferInput,
} from '../src';
import { defaultHandlers, offerFixtures } from '../src/mocks';
import { startBackend, type Backend } from './backend';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';

// The offer as the site makes it: the letter uploaded, the offer and the status in one call,
// the letter read back through a signed link by the candidate; the mocks answer in the same shape.

let backend: Backend;
let employer: GlobalHireClient;
let candidate: GlobalHireClient;
let candidateId: string;
let applicationId: number;
let jobId: number;
const mockServer = startMockServer(defaultHandlers);

const letter = () =>
  new File([`%PDF-1.4\nOffer for the candidate\n%%EOF`], 'Offer letter (signed).pdf', {
    type: 'application/pdf',
  });

/** What the form gives for an offer starting in a month, answered within two weeks. */
function terms(file: File | null): OfferInput {
  const day = (days: number) => toZonedParts(new Date(Date.now() + days * 86_400_000), 'UTC').date;
  const parsed = offerSchema(new Date(), 'UTC').safeParse({
    salaryAmount: '98,500.50',
    currency: 'CAD',
    salaryPeriod: 'year',
    startDate: day(30),
    location: 'Toronto, Canada',
    expiresOn: day(14),
    letter: file,
  });
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
}

beforeAll(async () => {
  backend = await startBackend();
  ({ client: employer } = await backend.as('employer'));
  ({ client: candidate, userId: candidateId } = await backend.as('candidate'));
  const { data: employerProfile } = await employer.auth.getUser();
  const service = backend.server.serviceClient();
  const job = await service
    .from('jobs')
    .insert({
      company_id: employerProfile.user!.id,
      title: 'Offer letter test job',
      description: 'A job for the offer letter test.',
      category: 'it',
      country: 'canada',
      location: 'Toronto, Canada',
      approved: true,
    })
    .select('id')
    .single();
  if (job.error) throw new Error(job.error.message);
  jobId = job.data.id as number;
  const application = await service
    .from('applications')
    .insert({ job_id: jobId, candidate_id: candidateId })
    .select('id')
    .single();
  if (application.error) throw new Error(application.error.message);
  applicationId = application.data.id as number;
});
afterAll(() => backend?.stop());

describe('an offer with its letter', () => {
  it('starts from the job’s terms', async () => {
    const { data } = await getOfferDefaults(employer, jobId);
    expect(data).toMatchObject({ location: 'Toronto, Canada', salaryPeriod: 'year' });
  });

  it('uploads the letter, makes the offer and moves the application, together', async () => {
    const made = await makeOffer(employer, applicationId, terms(letter()));
    expect(made.error).toBeNull();
    expect(made.data).toMatchObject({ status: 'open', salary_amount: 98500.5, currency: 'CAD' });
    expect(made.data!.letter_path).toMatch(
      new RegExp(`^${applicationId}/\\d+-Offer-letter-signed-\\.pdf$`),
    );
    const { data: application } = await candidate
      .from('applications')
      .select('status')
      .eq('id', applicationId)
      .single();
    expect(application?.status).toBe('offer');
  });

  it('lets the candidate download the letter through a signed link', async () => {
    const offers = latestOffers((await listOffers(candidate, [applicationId])).data!);
    const offer = offers.get(applicationId)!;
    const url = await getOfferLetterUrl(candidate, offer.letter_path!);
    expect(url.error).toBeNull();
    const response = await fetch(url.data!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment/);
    expect(await response.text()).toContain('Offer for the candidate');
  });

  it('removes the uploaded letter again when the offer is refused', async () => {
    // one open offer per application: the second is refused, and its letter does not stay behind
    const refused = await makeOffer(
      employer,
      applicationId,
      terms(letter()),
      new Date(Date.now() + 1000),
    );
    expect(refused.error?.message).toBe(
      'This candidate already has an open offer. Withdraw it before making a new one.',
    );
    const { data: files } = await employer.storage
      .from('offer-letters')
      .list(String(applicationId));
    expect(files).toHaveLength(1);
  });

  it('records the candidate’s acceptance', async () => {
    const offer = latestOffers((await listOffers(candidate, [applicationId])).data!).get(
      applicationId,
    )!;
    const accepted = await respondToOffer(candidate, offer.id, true, '  See you in Toronto.  ');
    expect(accepted.data).toMatchObject({
      status: 'accepted',
      candidate_note: 'See you in Toronto.',
    });
  });
});

describe('offer mocks answer as supabase-local does', () => {
  it('listOffers', async () => {
    const real = await listOffers(candidate, [applicationId]);
    mockServer.listen({ onUnhandledRequest: 'error' });
    try {
      const mocked = await listOffers(mockClient(), [offerFixtures.hiredOffer.application_id]);
      expect(mocked.error).toBeNull();
      expect(shapeDifferences(shapeOf(real.data), shapeOf(mocked.data))).toEqual([]);
    } finally {
      mockServer.close();
    }
  });
});
