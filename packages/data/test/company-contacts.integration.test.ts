import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEmployerBySlug,
  getProfile,
  listEmployerApplicants,
  listUserAccounts,
  updateCompanyProfile,
  type GlobalHireClient,
} from '../src';
import { startBackend, type Backend } from './backend';

// A company's contact details stay private unless it publishes them, read through
// @globalhire/data against supabase-local. Seed:
// Maple Tech Solutions (the demo employer) publishes nothing, Kauri College publishes its email,
// phone and address, BrightPath Digital its email only (supabase/seeds/70_company_contacts.sql).

let backend: Backend;
let employer: GlobalHireClient;
let employerId: string;
let candidate: GlobalHireClient;
let candidateId: string;
let admin: GlobalHireClient;
beforeAll(async () => {
  backend = await startBackend();
  ({ client: employer, userId: employerId } = await backend.as('employer'));
  ({ client: candidate, userId: candidateId } = await backend.as('candidate'));
  ({ client: admin } = await backend.as('admin'));
});
afterAll(() => backend?.stop());

const contactsOn = async (client: GlobalHireClient, slug: string) => {
  const { data, error } = await getEmployerBySlug(client, slug);
  expect(error).toBeNull();
  const { email, phone, address } = data!.employer;
  return { email, phone, address };
};

describe('a company page shows the contact fields the company published, to everyone', () => {
  it('shows none of an unpublished company, to a visitor and to a signed-in candidate', async () => {
    for (const client of [backend.anon(), candidate]) {
      expect(await contactsOn(client, 'maple-tech-solutions')).toEqual({ email: null, phone: null, address: null });
    }
  });

  it('shows what a company chose: all three for Kauri College, the email only for BrightPath', async () => {
    const kauri = await contactsOn(candidate, 'kauri-college');
    expect(kauri.email).toMatch(/@/);
    expect(kauri.phone).not.toBeNull();
    expect(kauri.address).not.toBeNull();
    const brightPath = await contactsOn(backend.anon(), 'brightpath-digital');
    expect(brightPath.email).toMatch(/@/);
    expect([brightPath.phone, brightPath.address]).toEqual([null, null]);
  });

  it('publishes the email once the company ticks it, and hides it again when it unticks', async () => {
    const profile = (await getProfile(employer, employerId)).data!;
    const input = {
      companyName: profile.company_name ?? '',
      website: profile.website ?? '',
      description: profile.description ?? '',
      email: profile.email ?? '',
      phone: profile.phone ?? '',
      address: profile.address ?? '',
    };
    const saved = await updateCompanyProfile(employer, employerId, { ...input, publishEmail: true });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ publish_email: true, publish_phone: false, email: profile.email });
    expect(await contactsOn(backend.anon(), 'maple-tech-solutions')).toEqual({ email: profile.email, phone: null, address: null });

    await updateCompanyProfile(employer, employerId, { ...input, publishEmail: false });
    expect((await contactsOn(backend.anon(), 'maple-tech-solutions')).email).toBeNull();
  });
});

describe('the people allowed still read every contact field', () => {
  it('the company reads its own email, phone and address in its profile', async () => {
    const { data } = await getProfile(employer, employerId);
    expect(data).toMatchObject({ email: 'employer@globalhire.local' });
    expect(data!.phone).not.toBeNull();
    expect(data!.address).not.toBeNull();
  });

  it('an employer reads the email of a candidate who applied to its jobs', async () => {
    const { data, error } = await listEmployerApplicants(employer, employerId);
    expect(error).toBeNull();
    expect(data!.find((row) => row.candidate?.id === candidateId)?.candidate?.email).toBe('candidate@globalhire.local');
  });

  it('an admin reads every account’s email on the roles screen', async () => {
    const { data, error } = await listUserAccounts(admin, { search: 'maple' });
    expect(error).toBeNull();
    expect(data!.rows.map((row) => row.email)).toContain('employer@globalhire.local');
  });

  it('a candidate cannot read another account’s profile through getProfile', async () => {
    expect((await getProfile(candidate, employerId)).data).toMatchObject({ email: null, phone: null, first_name: null });
  });
});
