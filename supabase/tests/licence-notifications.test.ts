import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mark, newSince, renderQueued } from './support/notification-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Hand-offs of an employer's licence to sponsor: a claim waiting for a check tells every admin
// (a new one, or one the employer's edit sent back); an admin's decision tells the employer.

let server: TestServer;
let employer: SupabaseClient;
let admin: SupabaseClient;
let admins: string[];

const service = () => server.serviceClient();

beforeAll(async () => {
  server = await startTestServer();
  employer = await signIn(server, seedUsers.employer.email);
  admin = await signIn(server, seedUsers.admin.email);
  admins = (await service().from('profiles').select('id').eq('user_type', 'admin'))
    .data!.map((p) => p.id)
    .sort();
});

afterAll(async () => {
  await server?.stop();
});

async function written(run: () => PromiseLike<{ error: unknown }>) {
  const since = await mark(server);
  const { error } = await run();
  expect(error).toBeNull();
  return newSince(server, since);
}

async function decide(id: number, status: 'verified' | 'expired' | 'revoked', note?: string) {
  return written(() =>
    admin
      .from('employer_licences')
      .update(note ? { status, admin_note: note } : { status })
      .eq('id', id),
  );
}

describe('licence hand-offs', () => {
  let licence: number;

  it("tells every admin of an employer's claim, with its company and number, and queues the emails", async () => {
    const since = await mark(server);
    const claimed = await employer
      .from('employer_licences')
      .insert({
        employer_id: seedUsers.employer.id,
        kind: 'uk_licensed_sponsor',
        licence_number: 'SPN-4Q7X2K9',
        routes: ['Skilled Worker'],
      })
      .select('id')
      .single();
    expect(claimed.error).toBeNull();
    licence = claimed.data!.id;
    const { notices, emails } = await newSince(server, since);
    expect(notices.map((n) => n.user_id).sort()).toEqual(admins);
    expect(notices[0]).toMatchObject({
      kind: 'licence_claimed',
      title: 'Licence waiting for a check',
      link: '/admin/employer-licences?status=claimed',
    });
    expect(notices[0]!.body).toBe(
      'Maple Tech Solutions claimed a UK sponsor licence (No. SPN-4Q7X2K9). Check it against the official register before verifying it.',
    );
    expect(emails.map((e) => e.kind)).toEqual(admins.map(() => 'licence_claimed'));
    const claimedEmail = await renderQueued(emails[0]!);
    expect(claimedEmail.subject).toBe('Licence waiting for a check: Maple Tech Solutions');
    expect(claimedEmail.text).toContain('Maple Tech Solutions claimed a UK sponsor licence.');
    expect(claimedEmail.text).toMatch(/Number\s+SPN-4Q7X2K9/);
    expect(claimedEmail.text).toMatch(/Routes\s+Skilled Worker/);
  });

  it('tells the employer, and no admin, when an admin verifies the claim', async () => {
    const { notices, emails } = await decide(licence, 'verified', 'On the register, rating A.');
    expect(notices).toEqual([
      {
        user_id: seedUsers.employer.id,
        kind: 'licence_status',
        title: 'Licence verified',
        body: 'GlobalHire verified your UK sponsor licence (No. SPN-4Q7X2K9). Your company page and job pages show it, and visa verdicts count it.',
        link: '/employer/profile',
      },
    ]);
    expect(emails).toMatchObject([
      { to_address: seedUsers.employer.email, kind: 'licence_status' },
    ]);
    const verified = await renderQueued(emails[0]!);
    expect(verified.subject).toBe('Your licence is verified');
    expect(verified.text).toContain('GlobalHire verified your UK sponsor licence.');
    // What the admin checked is their note, not the employer's to read.
    expect(verified.text).not.toContain('rating A');
  });

  it('tells every admin again when the employer edits the verified licence (it is claimed again)', async () => {
    const { notices } = await written(() =>
      employer
        .from('employer_licences')
        .update({ licence_number: 'SPN-4Q7X2K8' })
        .eq('id', licence),
    );
    expect(notices.map((n) => n.user_id).sort()).toEqual(admins);
    expect(notices[0]).toMatchObject({ kind: 'licence_claimed' });
    expect(notices[0]!.body).toBe(
      'Maple Tech Solutions changed its UK sponsor licence (No. SPN-4Q7X2K8), so it is waiting for a check again. Check it against the official register.',
    );
  });

  it('tells no one of an edit to a claim that is already waiting', async () => {
    const { notices, emails } = await written(() =>
      employer
        .from('employer_licences')
        .update({ routes: ['Skilled Worker', 'Scale-up'] })
        .eq('id', licence),
    );
    expect(notices).toEqual([]);
    expect(emails).toEqual([]);
  });

  it('tells the employer when the licence is marked expired, then revoked with the reason', async () => {
    await decide(licence, 'verified');
    const expired = await decide(licence, 'expired');
    expect(expired.notices).toMatchObject([
      { user_id: seedUsers.employer.id, kind: 'licence_status', title: 'Licence expired' },
    ]);
    expect(expired.notices[0]!.body).toContain('update it on your company profile');
    const revoked = await decide(
      licence,
      'revoked',
      'Not on the Register of licensed sponsors on 5 December 2026.',
    );
    expect(revoked.notices).toMatchObject([
      {
        user_id: seedUsers.employer.id,
        kind: 'licence_status',
        title: 'Licence revoked',
        link: '/employer/profile',
      },
    ]);
    expect(revoked.notices[0]!.body).toBe(
      'Your UK sponsor licence (No. SPN-4Q7X2K8) was revoked, so visa verdicts no longer count it. Reason: Not on the Register of licensed sponsors on 5 December 2026. Contact GlobalHire to have it reviewed.',
    );
    const revokedEmail = await renderQueued(revoked.emails[0]!);
    expect(revokedEmail.subject).toBe('Your licence was revoked');
    expect(revokedEmail.text).toContain(
      'Not on the Register of licensed sponsors on 5 December 2026.',
    );
    expect(revokedEmail.text).toMatch(/Number\s+SPN-4Q7X2K8/);
  });

  it('tells no one of a licence the service role or an admin adds, or of a withdrawn claim', async () => {
    const bySystem = await written(() =>
      service().from('employer_licences').insert({
        employer_id: seedUsers.employer.id,
        kind: 'nz_accredited_employer',
        licence_number: 'ACC-0412-90',
      }),
    );
    expect(bySystem.notices).toEqual([]);
    const byAdmin = await written(() =>
      admin.from('employer_licences').insert({
        employer_id: seedUsers.rejectedJobEmployer.id,
        kind: 'nz_accredited_employer',
        licence_number: 'ACC-0412-91',
      }),
    );
    expect(byAdmin.notices).toEqual([]);
    const withdrawn = await written(() =>
      employer
        .from('employer_licences')
        .delete()
        .eq('employer_id', seedUsers.employer.id)
        .eq('kind', 'nz_accredited_employer'),
    );
    expect(withdrawn.notices).toEqual([]);
    expect(
      (
        await service()
          .from('employer_licences')
          .select('id')
          .eq('employer_id', seedUsers.employer.id)
          .eq('kind', 'nz_accredited_employer')
      ).data,
    ).toEqual([]);
  });
});
