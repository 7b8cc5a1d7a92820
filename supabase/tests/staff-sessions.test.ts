import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteUserFunction } from '../../packages/data/src/functions/invite-user.js';
import type { Database } from '../../packages/data/src/database.types.js';
import { demoPassword, seedUsers, signIn, signInAal1 } from './support/personas.js';
import {
  enrolTotp,
  startTestServer,
  type EnrolledFactor,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Staff rights last as long as the second factor and the session that carried them: an access
// token kept after sign-out or after the factor was removed (valid for up to an hour) no longer
// counts as an admin's.

let server: TestServer;
let service: SupabaseClient;
beforeAll(async () => {
  server = await startTestServer({
    functions: {
      'invite-user': inviteUserFunction({
        siteUrl: 'http://localhost:5173',
        // The function's clients, made by the test server (same URL and keys it hands out).
        makeClient: (_url, key, authorization) =>
          server.client({
            key: key === server.serviceRoleKey ? 'service_role' : 'anon',
            ...(authorization ? { global: { headers: { Authorization: authorization } } } : {}),
          }) as unknown as SupabaseClient<Database>,
      }),
    },
  });
  service = server.serviceClient();
  // One entry in the audit trail, so that reading it shows whether a token still may.
  const { data } = await service.from('contact_messages').select('id, handled').limit(1).single();
  const message = data as { id: number; handled: boolean };
  const admin = await signIn(server, seedUsers.admin.email);
  const handled = await admin
    .from('contact_messages')
    .update({ handled: !message.handled })
    .eq('id', message.id);
  if (handled.error) throw new Error(handled.error.message);
});
afterAll(async () => {
  await server?.stop();
});

interface Staff {
  id: string;
  email: string;
  client: SupabaseClient;
  factor: EnrolledFactor;
  /** The aal2 access token the session was given when the code was verified. */
  token: string;
}

/** A new admin or recruiter, signed in with password and a freshly enrolled TOTP factor. */
async function newStaff(tag: string, type: 'admin' | 'recruiter' = 'admin'): Promise<Staff> {
  const email = `${tag}@staff.example`;
  const created = await service.auth.admin.createUser({
    email,
    password: demoPassword,
    email_confirm: true,
    user_metadata: { first_name: 'Staff', last_name: tag },
  });
  if (created.error) throw new Error(created.error.message);
  const id = created.data.user.id;
  const promoted = await service.from('profiles').update({ user_type: type }).eq('id', id);
  if (promoted.error) throw new Error(promoted.error.message);
  const { client } = await server.signInAs(email, demoPassword);
  const { session, ...factor } = await enrolTotp(client);
  return { id, email, client, factor, token: session.access_token };
}

/** A client that keeps sending this access token, as a copied token would be replayed. */
const withToken = (token: string) =>
  server.client({ global: { headers: { Authorization: `Bearer ${token}` } } });

/** What the token's holder can still do as staff: the audit trail, the admin check. */
async function staffReach(token: string) {
  const client = withToken(token);
  const audit = await client.from('audit_log').select('id').limit(1);
  const isAdmin = await client.rpc('caller_is_admin');
  return { readsAudit: (audit.data?.length ?? 0) > 0, isAdmin: isAdmin.data };
}

async function factorCount(userId: string): Promise<number> {
  const { rows } = await server.server.db.query<{ n: number }>(
    'select count(*)::int as n from auth.mfa_factors where user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}

describe('an access token counts as staff only while its session does', () => {
  it('refuses the old token once the factor was unenrolled', async () => {
    const admin = await newStaff('unenrol');
    expect(await staffReach(admin.token)).toEqual({ readsAudit: true, isAdmin: true });

    const removed = await admin.client.auth.mfa.unenroll({ factorId: admin.factor.factorId });
    expect(removed.error).toBeNull();
    expect(await staffReach(admin.token)).toEqual({ readsAudit: false, isAdmin: false });
    const reset = await withToken(admin.token).rpc('reset_staff_second_factor', {
      target: seedUsers.recruiter.id,
    });
    expect(reset.error?.code).toBe('42501');
  });

  it('refuses the old token once the admin signed out', async () => {
    const admin = await newStaff('logout');
    expect(await staffReach(admin.token)).toEqual({ readsAudit: true, isAdmin: true });
    expect((await admin.client.auth.signOut()).error).toBeNull();
    expect(await staffReach(admin.token)).toEqual({ readsAudit: false, isAdmin: false });
  });

  it('refuses a recruiter token once its session was signed out', async () => {
    const { session } = await server.signInWithSecondFactor(seedUsers.recruiter.email, demoPassword);
    const caseload = () => withToken(session.access_token).from('service_enrolments').select('candidate_id');
    expect((await caseload()).data).toContainEqual({ candidate_id: seedUsers.candidate.id });
    const { client } = await server.signInAs(seedUsers.recruiter.email, demoPassword);
    // Signing out everywhere (from another device) ends the stepped-up session too.
    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await caseload()).data).toEqual([]);
  });

  it('lets the invite-user function refuse a revoked session', async () => {
    const admin = await newStaff('invite');
    const invite = (email: string) =>
      withToken(admin.token).functions.invoke('invite-user', { body: { email, role: 'admin' } });
    const allowed = await invite('first.invitee@example.com');
    expect(allowed.error).toBeNull();

    await admin.client.auth.signOut();
    const refused = await invite('second.invitee@example.com');
    expect(refused.error).not.toBeNull();
    expect((refused.error as { context?: Response }).context?.status).toBe(403);
    const { rows } = await server.server.db.query(
      `select 1 from auth.users where email = 'second.invitee@example.com'`,
    );
    expect(rows).toHaveLength(0);
  });
});

describe("an admin's notifications need the second factor", () => {
  it('hides contact senders and subjects from an admin signed in with a password alone', async () => {
    const sent = await server.client().from('contact_messages').insert({
      name: 'Nadia Visitor',
      email: 'nadia.visitor@mail.example',
      subject: 'Salary question',
      message: 'Hello, a question about salaries.',
    });
    expect(sent.error).toBeNull();

    const full = await signIn(server, seedUsers.admin.email);
    const seen = await full.from('notifications').select('body').eq('kind', 'contact_message');
    expect(seen.data).toContainEqual({ body: 'Nadia Visitor: Salary question' });

    const passwordOnly = await signInAal1(server, seedUsers.admin.email);
    const hidden = await passwordOnly.from('notifications').select('body');
    expect(hidden.error).toBeNull();
    expect(hidden.data).toEqual([]);
    const exported = await passwordOnly.rpc('export_my_data');
    expect((exported.data as { notifications: unknown[] }).notifications).toEqual([]);
    const marked = await passwordOnly
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('user_id', seedUsers.admin.id)
      .select('id');
    expect(marked.data).toEqual([]);

    // Everyone else still reads their own.
    const candidate = await signIn(server, seedUsers.candidate.email);
    expect((await candidate.from('notifications').select('id')).data!.length).toBeGreaterThan(0);
  });
});

describe("resetting a staff member's second factor", () => {
  it('lets another admin reset it: factors and sessions go, the old token stops, the trail records it', async () => {
    const lost = await newStaff('lost-phone');
    const admin = await signIn(server, seedUsers.admin.email);
    const reset = await admin.rpc('reset_staff_second_factor', { target: lost.id });
    expect(reset.error).toBeNull();

    expect(await factorCount(lost.id)).toBe(0);
    expect(await staffReach(lost.token)).toEqual({ readsAudit: false, isAdmin: false });
    expect((await lost.client.auth.refreshSession()).error).not.toBeNull();

    const { data: entries } = await service
      .from('audit_log')
      .select('actor_id, actor_email, action, subject_table, subject_label, before, after')
      .eq('subject_id', lost.id)
      .eq('action', 'account.second_factor_reset');
    expect(entries).toEqual([
      {
        actor_id: seedUsers.admin.id,
        actor_email: seedUsers.admin.email,
        action: 'account.second_factor_reset',
        subject_table: 'profiles',
        subject_label: 'Staff lost-phone',
        before: { second_factors: 1 },
        after: { second_factors: 0, sessions_ended: 1 },
      },
    ]);

    // Back in with the password and a new authenticator, they are an admin again.
    const { client } = await server.signInAs(lost.email, demoPassword);
    const again = await enrolTotp(client, 'New phone');
    expect((await staffReach(again.session.access_token)).isAdmin).toBe(true);
  });

  it("resets a recruiter's too, and the service role may reset the last admin's", async () => {
    const recruiter = await newStaff('recruiter-lost', 'recruiter');
    const admin = await signIn(server, seedUsers.admin.email);
    expect((await admin.rpc('reset_staff_second_factor', { target: recruiter.id })).error).toBeNull();
    expect(await factorCount(recruiter.id)).toBe(0);

    const last = await newStaff('last-admin');
    expect((await service.rpc('reset_staff_second_factor', { target: last.id })).error).toBeNull();
    expect(await factorCount(last.id)).toBe(0);
    const { data } = await service
      .from('audit_log')
      .select('actor_name')
      .eq('subject_id', last.id)
      .eq('action', 'account.second_factor_reset');
    expect(data).toEqual([{ actor_name: 'Operator (service role)' }]);
  });

  it('refuses everyone else: a candidate, an admin without the second factor, oneself, a non-staff target', async () => {
    const target = await newStaff('keeps-factor');
    const attempts = [
      await (await signIn(server, seedUsers.candidate.email)).rpc('reset_staff_second_factor', { target: target.id }),
      await (await signIn(server, seedUsers.recruiter.email)).rpc('reset_staff_second_factor', { target: target.id }),
      await (await signInAal1(server, seedUsers.admin.email)).rpc('reset_staff_second_factor', { target: target.id }),
      await target.client.rpc('reset_staff_second_factor', { target: target.id }),
    ];
    for (const attempt of attempts) expect(attempt.error?.code).toBe('42501');
    const anonymous = await server.client().rpc('reset_staff_second_factor', { target: target.id });
    expect(anonymous.error).not.toBeNull();
    expect(await factorCount(target.id)).toBe(1);
    expect((await staffReach(target.token)).isAdmin).toBe(true);

    const admin = await signIn(server, seedUsers.admin.email);
    const candidate = await admin.rpc('reset_staff_second_factor', { target: seedUsers.candidate.id });
    expect(candidate.error?.code).toBe('22023');
  });
});
