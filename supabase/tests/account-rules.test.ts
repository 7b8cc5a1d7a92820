import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

let server: TestServer;

beforeAll(async () => {
  // New accounts sign in straight away here; confirmation by e-mail is the auth tests' concern.
  server = await startTestServer({ config: { auth: { email: { enableConfirmations: false } } } });
});

afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();

async function profileOfEmail(email: string): Promise<Record<string, unknown>> {
  const { data, error } = await service().from('profiles').select('*').eq('email', email).single();
  if (error) throw new Error(`No profile for ${email}: ${error.message}`);
  return data as Record<string, unknown>;
}

describe('sign-up creates the profile from the metadata', () => {
  it('yields a candidate when someone signs up as an admin', async () => {
    const client = server.client();
    const { error } = await client.auth.signUp({
      email: 'would-be-admin@mail.example',
      password: demoPassword,
      options: { data: { user_type: 'admin', first_name: 'Eve', last_name: 'Sneaky' } },
    });
    expect(error).toBeNull();
    const profile = await profileOfEmail('would-be-admin@mail.example');
    expect(profile).toMatchObject({
      user_type: 'candidate',
      first_name: 'Eve',
      last_name: 'Sneaky',
      candidate_status: 'pending',
    });
  });

  it('creates an employer awaiting verification, with the company slug of its public page', async () => {
    const client = server.client();
    const { error } = await client.auth.signUp({
      email: 'founder@newco.example',
      password: demoPassword,
      options: {
        data: {
          user_type: 'employer',
          first_name: 'Nia',
          last_name: 'Lee',
          company_name: 'Blue Harbour Labs',
        },
      },
    });
    expect(error).toBeNull();
    const profile = await profileOfEmail('founder@newco.example');
    expect(profile).toMatchObject({
      user_type: 'employer',
      company_name: 'Blue Harbour Labs',
      slug: 'blue-harbour-labs',
      employer_status: 'pending',
      candidate_status: null,
      email: 'founder@newco.example',
    });
  });
});

describe('users edit their own details, never their role or status', () => {
  it('saves a candidate’s own profile fields', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const { error } = await candidate
      .from('profiles')
      .update({ headline: 'Senior full-stack developer', city: 'Mumbai' })
      .eq('id', seedUsers.candidate.id)
      .select('id')
      .single();
    expect(error).toBeNull();
    // The table gives API roles the public columns only; the owner reads the rest in profile_details.
    const { data } = await candidate
      .from('profile_details')
      .select('headline, city')
      .eq('id', seedUsers.candidate.id)
      .single();
    expect(data).toEqual({ headline: 'Senior full-stack developer', city: 'Mumbai' });
  });

  it('refuses a candidate who makes themselves an admin, with a clear message', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const { error } = await candidate
      .from('profiles')
      .update({ user_type: 'admin' })
      .eq('id', seedUsers.candidate.id);
    expect(error).toMatchObject({
      code: '42501',
      message: 'Only an admin can change an account type.',
    });
  });

  it('refuses an employer who verifies itself', async () => {
    const employer = await signIn(server, seedUsers.pendingEmployer.email);
    const { error } = await employer
      .from('profiles')
      .update({ employer_status: 'verified' })
      .eq('id', seedUsers.pendingEmployer.id);
    expect(error).toMatchObject({
      code: '42501',
      message: 'Only an admin can change an account status.',
    });
  });

  it('lets an admin verify an employer, which then appears to visitors by its slug', async () => {
    const visitor = server.client();
    const before = await visitor
      .from('profiles')
      .select('company_name')
      .eq('slug', 'southern-cross-construction');
    expect(before.data).toEqual([]);

    const admin = await signIn(server, seedUsers.admin.email);
    const { error } = await admin
      .from('profiles')
      .update({ employer_status: 'verified' })
      .eq('id', seedUsers.pendingEmployer.id);
    expect(error).toBeNull();

    const after = await visitor
      .from('profiles')
      .select('company_name, slug')
      .eq('slug', 'southern-cross-construction');
    expect(after.data).toEqual([
      { company_name: 'Southern Cross Construction', slug: 'southern-cross-construction' },
    ]);
  });

  it('keeps personal contact fields from visitors', async () => {
    const visitor = server.client();
    const { error } = await visitor
      .from('profiles')
      .select('first_name, email')
      .eq('id', seedUsers.employer.id);
    expect(error?.code).toBe('42501');
  });

  // Column privileges refuse the contact columns to signed-in users too, the
  // way PostgREST does (42501: 401 for anon, 403 for a signed-in role, PostgREST's error body).
  it('refuses the contact columns of profiles to every API role, as PostgREST answers', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const leak = await candidate
      .from('profiles')
      .select('email, phone, address')
      .eq('user_type', 'employer');
    expect(leak.data).toBeNull();
    expect(leak.status).toBe(403);
    expect(leak.error).toMatchObject({
      code: '42501',
      message: 'permission denied for table profiles',
      details: null,
      hint: null,
    });
    const visitor = await server.client().from('profiles').select('*').eq('id', seedUsers.employer.id);
    expect([visitor.status, visitor.error?.code]).toEqual([401, '42501']);
    // Filtering or ordering on a refused column is refused as well: no guessing by filter.
    const probe = await candidate.from('profiles').select('id').eq('email', seedUsers.employer.email);
    expect([probe.status, probe.error?.code]).toEqual([403, '42501']);
  });
});

describe('account deletion', () => {
  it('deletes the signed-in user and everything that hangs off the account', async () => {
    const client = server.client();
    const email = 'leaving@mail.example';
    const signUp = await client.auth.signUp({
      email,
      password: demoPassword,
      options: { data: { user_type: 'candidate' } },
    });
    expect(signUp.error).toBeNull();
    const userId = signUp.data.user!.id;
    const admin = service();
    const leaving = await signIn(server, email);
    const saved = await leaving.from('saved_jobs').insert({ candidate_id: userId, job_id: 1 });
    expect(saved.error).toBeNull();

    const { error } = await leaving.rpc('delete_my_account');
    expect(error).toBeNull();

    const profile = await admin.from('profiles').select('id').eq('id', userId);
    const saves = await admin.from('saved_jobs').select('job_id').eq('candidate_id', userId);
    expect(profile.data).toEqual([]);
    expect(saves.data).toEqual([]);
    const again = await server.client().auth.signInWithPassword({ email, password: demoPassword });
    expect(again.error).not.toBeNull();
  });

  it('is not available to anonymous visitors', async () => {
    const { error } = await server.client().rpc('delete_my_account');
    expect(error).not.toBeNull();
  });
});

describe('website fields hold web addresses only', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'example.com',
  ])('refuses %s, whoever writes it', async (website) => {
    const client = await signIn(server, seedUsers.employer.email);
    const id = seedUsers.employer.id;
    const own = await client.from('profiles').update({ website }).eq('id', id).select('website');
    expect(own.error?.code).toBe('23514');
    const admin = await service()
      .from('profiles')
      .update({ website })
      .eq('id', id)
      .select('website');
    expect(admin.error?.code).toBe('23514');
  });

  it('keeps http and https addresses', async () => {
    const client = await signIn(server, seedUsers.employer.email);
    const { data, error } = await client
      .from('profiles')
      .update({ website: 'https://maple.example/careers' })
      .eq('id', seedUsers.employer.id)
      .select('website')
      .single();
    expect(error).toBeNull();
    expect(data?.website).toBe('https://maple.example/careers');
  });
});
