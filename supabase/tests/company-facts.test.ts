import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// A company's size, industry and logo: set by the company, read by everyone on its public page.

let server: TestServer;
let employer: SupabaseClient;
let otherEmployer: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  [employer, otherEmployer] = await Promise.all([
    signIn(server, seedUsers.employer.email),
    signIn(server, seedUsers.otherEmployer.email),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

describe('industries', () => {
  it('are a list everyone reads, in order, and nobody edits through the API', async () => {
    const { data, error } = await server
      .client()
      .from('industries')
      .select('slug, label')
      .order('position');
    expect(error).toBeNull();
    expect(data?.slice(0, 3)).toEqual([
      { slug: 'technology', label: 'Technology' },
      { slug: 'healthcare', label: 'Healthcare' },
      { slug: 'finance', label: 'Finance' },
    ]);
    expect(data?.at(-1)).toEqual({ slug: 'other', label: 'Other' });
    const added = await employer
      .from('industries')
      .insert({ slug: 'mining', label: 'Mining', position: 99 });
    expect(added.error?.code).toBe('42501');
  });
});

describe("a company's size and industry", () => {
  it('are saved by the company and shown to visitors on its public row', async () => {
    const saved = await employer
      .from('profiles')
      .update({ company_size: '51-200', industry: 'finance' })
      .eq('id', seedUsers.employer.id);
    expect(saved.error).toBeNull();
    for (const table of ['profiles', 'profile_details']) {
      const { data, error } = await server
        .client()
        .from(table)
        .select('company_size, industry')
        .eq('id', seedUsers.employer.id)
        .single();
      expect(error, table).toBeNull();
      expect(data, table).toEqual({ company_size: '51-200', industry: 'finance' });
    }
  });

  it('refuses a size outside the bands and an industry not on the list', async () => {
    const size = await employer
      .from('profiles')
      .update({ company_size: '12' })
      .eq('id', seedUsers.employer.id);
    expect(size.error?.code).toBe('23514');
    const industry = await employer
      .from('profiles')
      .update({ industry: 'piracy' })
      .eq('id', seedUsers.employer.id);
    expect(industry.error?.code).toBe('23503');
  });

  it("cannot be written on another company's profile", async () => {
    await otherEmployer
      .from('profiles')
      .update({ company_size: '1-10' })
      .eq('id', seedUsers.employer.id);
    const { data } = await server
      .serviceClient()
      .from('profiles')
      .select('company_size')
      .eq('id', seedUsers.employer.id)
      .single();
    expect(data?.company_size).not.toBe('1-10');
  });
});

describe("a company's logo", () => {
  it("is a file in the company's own folder of the logos bucket, never another's", async () => {
    const own = `${seedUsers.employer.id}/logo-1.png`;
    expect(
      (await employer.from('profiles').update({ logo_path: own }).eq('id', seedUsers.employer.id))
        .error,
    ).toBeNull();
    for (const path of [
      `${seedUsers.otherEmployer.id}/logo.png`,
      `${seedUsers.employer.id}/../x.png`,
      'logo.png',
    ]) {
      const { error } = await employer
        .from('profiles')
        .update({ logo_path: path })
        .eq('id', seedUsers.employer.id);
      expect(error?.code, path).toBe('23514');
    }
    const { data } = await server
      .client()
      .from('profiles')
      .select('logo_path')
      .eq('id', seedUsers.employer.id)
      .single();
    expect(data?.logo_path).toBe(own);
    expect(
      (await employer.from('profiles').update({ logo_path: null }).eq('id', seedUsers.employer.id))
        .error,
    ).toBeNull();
  });
});
