import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimEmployerLicence,
  employerLicenceMessages,
  getMyLicences,
  getVerifiedLicences,
  setEmployerLicenceStatus,
  updateEmployerLicence,
  withdrawEmployerLicence,
  type GlobalHireClient,
  type MyLicence,
} from '../src';
import { employerLicenceTable, fixtures, type EmployerLicenceRow } from '../src/mocks';
import { startBackend, type Backend } from './backend';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';

// An employer's licences to sponsor against supabase-local, and the mocks answering the same
// calls in the same shapes (the stories of the company profile, company and job pages use them).

let backend: Backend;
let admin: GlobalHireClient;
let employer: GlobalHireClient;
let employerId: string;

beforeAll(async () => {
  backend = await startBackend();
  admin = (await backend.as('admin')).client;
  const signedIn = await backend.as('employer');
  employer = signedIn.client;
  employerId = signedIn.userId;
});
afterAll(() => backend?.stop());

const mockServer = startMockServer();
async function withMocks<T>(
  rows: EmployerLicenceRow[],
  run: (client: GlobalHireClient) => Promise<T>,
): Promise<T> {
  mockServer.listen({ onUnhandledRequest: 'error' });
  mockServer.use(...employerLicenceTable(rows));
  try {
    return await run(mockClient());
  } finally {
    mockServer.resetHandlers();
    mockServer.close();
  }
}

const maple = fixtures.profiles.employer.id;
const { claimedUk, verifiedUk, revokedUk } = fixtures.mapleLicences;
const ukForm = { licence_number: 'SPN-4Q7X2K9', routes: ['Skilled Worker'], expires_on: '' };
const sameShape = (real: unknown, mocked: unknown) =>
  expect(shapeDifferences(shapeOf(real), shapeOf(mocked))).toEqual([]);

describe("an employer's licences, on supabase-local and in the mocks", () => {
  let claimed: MyLicence;

  it('claims a licence, which waits for a check and is not public yet', async () => {
    expect((await getMyLicences(employer, employerId)).data).toEqual([]);
    const real = await claimEmployerLicence(employer, employerId, 'uk_licensed_sponsor', ukForm);
    expect(real.error).toBeNull();
    claimed = real.data!;
    expect(claimed).toMatchObject({
      kind: 'uk_licensed_sponsor',
      licence_number: 'SPN-4Q7X2K9',
      routes: ['Skilled Worker'],
      status: 'claimed',
      verified_at: null,
    });
    const mocked = await withMocks([], (client) =>
      claimEmployerLicence(client, maple, 'uk_licensed_sponsor', ukForm),
    );
    expect(mocked.data).toMatchObject({ status: 'claimed', licence_number: 'SPN-4Q7X2K9' });
    sameShape(real, mocked);

    const mine = await getMyLicences(employer, employerId);
    expect(mine.data).toEqual([claimed]);
    sameShape(mine, await withMocks([claimedUk], (client) => getMyLicences(client, maple)));
    expect((await getVerifiedLicences(backend.anon(), employerId)).data).toEqual([]);
    expect(
      (await withMocks([claimedUk], (client) => getVerifiedLicences(client, maple))).data,
    ).toEqual([]);
  });

  it('refuses a second claim of the same kind', async () => {
    const again = await claimEmployerLicence(employer, employerId, 'uk_licensed_sponsor', ukForm);
    expect(again.error?.message).toBe(employerLicenceMessages.taken);
    const mocked = await withMocks([claimedUk], (client) =>
      claimEmployerLicence(client, maple, 'uk_licensed_sponsor', ukForm),
    );
    expect(mocked.error?.message).toBe(employerLicenceMessages.taken);
  });

  it('shows a verified licence to anyone; an edit sends it back to be checked', async () => {
    await setEmployerLicenceStatus(admin, claimed.id, 'verified');
    const verified = await getVerifiedLicences(backend.anon(), employerId);
    expect(verified.data).toMatchObject([{ id: claimed.id, kind: 'uk_licensed_sponsor' }]);
    const mockedVerified = await withMocks([verifiedUk], (client) =>
      getVerifiedLicences(client, maple),
    );
    expect(mockedVerified.data).toMatchObject([{ id: verifiedUk.id }]);
    sameShape(verified, mockedVerified);

    // An expiry date that has passed no longer counts, as in verdicts.
    const later = () => new Date('2100-01-01T00:00:00Z');
    await admin.from('employer_licences').update({ expires_on: '2099-12-31' }).eq('id', claimed.id);
    expect((await getVerifiedLicences(backend.anon(), employerId, later)).data).toEqual([]);

    const edit = { ...ukForm, routes: ['Skilled Worker', 'Scale-up'] };
    const real = await updateEmployerLicence(employer, claimed, edit);
    expect(real.data).toMatchObject({
      status: 'claimed',
      routes: ['Skilled Worker', 'Scale-up'],
      verified_at: null,
    });
    const mocked = await withMocks([verifiedUk], (client) =>
      updateEmployerLicence(client, verifiedUk, edit),
    );
    expect(mocked.data).toMatchObject({ status: 'claimed', verified_at: null });
    sameShape(real, mocked);
  });

  it('withdraws a claim still waiting, not one an admin has decided on', async () => {
    await setEmployerLicenceStatus(admin, claimed.id, 'verified');
    const refused = await withdrawEmployerLicence(employer, claimed.id);
    expect(refused.error?.message).toBe(employerLicenceMessages.notWithdrawable);
    expect(
      (await withMocks([verifiedUk], (client) => withdrawEmployerLicence(client, verifiedUk.id)))
        .error?.message,
    ).toBe(employerLicenceMessages.notWithdrawable);

    await updateEmployerLicence(employer, claimed, ukForm);
    const real = await withdrawEmployerLicence(employer, claimed.id);
    expect(real).toEqual({ data: { id: claimed.id }, error: null });
    const mocked = await withMocks([claimedUk], (client) =>
      withdrawEmployerLicence(client, claimedUk.id),
    );
    expect(mocked).toEqual({ data: { id: claimedUk.id }, error: null });
    expect((await getMyLicences(employer, employerId)).data).toEqual([]);
  });

  it('refuses to change a revoked licence, with the reason to contact GlobalHire', async () => {
    const nz = await claimEmployerLicence(employer, employerId, 'nz_accredited_employer', {
      licence_number: 'ACC-0412-90',
      routes: [],
      expires_on: '',
    });
    await setEmployerLicenceStatus(admin, nz.data!.id, 'revoked', 'Not on the INZ list.');
    const real = await updateEmployerLicence(employer, nz.data!, {
      licence_number: 'ACC-0412-91',
      routes: [],
      expires_on: '',
    });
    const revokedMessage =
      'A revoked licence cannot be changed. Contact GlobalHire to have it reviewed.';
    expect(real.error?.message).toBe(revokedMessage);
    const mocked = await withMocks([revokedUk], (client) =>
      updateEmployerLicence(client, revokedUk, ukForm),
    );
    expect(mocked.error?.message).toBe(revokedMessage);
    // The employer still reads its revoked licence and the reason.
    expect((await getMyLicences(employer, employerId)).data).toMatchObject([
      { kind: 'nz_accredited_employer', status: 'revoked', admin_note: 'Not on the INZ list.' },
    ]);
  });
});
