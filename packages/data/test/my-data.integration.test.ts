import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '@globalhire/supabase-local/testing';
import {
  decideProposal,
  deleteMyAccount,
  downloadMyData,
  readMyDataArchive,
  removeMyFiles,
  setProfileCv,
  uploadCv,
} from '../src';
import { startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

const bytes = [37, 80, 68, 70, 45, 49, 46, 52];
const pdf = (name: string) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const png = () =>
  new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });

/** The objects Storage holds under a user's folder, read from the database itself. */
async function storedObjects(userId: string): Promise<string[]> {
  const { rows } = await backend.server.server.db.query<{ name: string }>(
    `select bucket_id || '/' || name as name from storage.objects where name like $1 order by 1`,
    [`${userId}/%`],
  );
  return rows.map((row) => row.name);
}

describe('downloadMyData', () => {
  it("zips the candidate's profile, applications and files, and nobody else's private data", async () => {
    const { client, userId } = await backend.as('candidate');
    const cv = (await uploadCv(client, userId, pdf('export-cv.pdf'))).data!.path;

    const archive = await downloadMyData(client, new Date('2026-11-24T12:00:00Z'));
    expect(archive.error).toBeNull();
    expect(archive.data!.fileName).toBe('globalhire-my-data-2026-11-24.zip');
    const { data, files } = readMyDataArchive(archive.data!.bytes);

    expect(data.account.email).toBe('candidate@globalhire.local');
    expect(data.profile?.id).toBe(userId);
    const own = await client.from('applications').select('id').eq('candidate_id', userId);
    expect(data.applications.map((a) => a.id).sort()).toEqual(own.data!.map((a) => a.id).sort());
    expect(data.applications.length).toBeGreaterThan(0);
    expect(data.applications[0]).toHaveProperty('job_title');
    expect(data.files.map((f) => `${f.bucket}/${f.path}`)).toContain(`cvs/${cv}`);
    const name = cv.split('/')[1]!;
    expect([...files[`files/cvs/${name}`]!]).toEqual(bytes);

    // Only the caller's rows: no other account's email or id appears in the document.
    const text = JSON.stringify(data);
    expect(text).not.toContain('daniel.mensah@mail.example');
    expect(text).not.toContain('00000000-0000-4000-8000-0000000000c2');
    expect(text).not.toContain('employer@globalhire.local');
  });

  it('gives an employer its company and jobs, not its applicants', async () => {
    const { client, userId } = await backend.as('employer');
    const archive = await downloadMyData(client);
    const { data } = readMyDataArchive(archive.data!.bytes);
    expect(data.profile?.id).toBe(userId);
    const jobs = data.jobs as { title: string; applications_received: number }[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.some((job) => job.applications_received > 0)).toBe(true);
    expect(data.applications).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('candidate@globalhire.local');
  });

  it("includes the managed service: the consent given, the proposals, and each invoice as JSON and as its PDF", async () => {
    const { client, userId } = await backend.as('candidate');
    const cv = (await uploadCv(client, userId, pdf('service-cv.pdf'))).data!.path;
    expect((await setProfileCv(client, userId, cv, null)).error).toBeNull();
    const open = await client.from('service_proposals').select('id').eq('status', 'proposed').limit(1).single();
    expect((await decideProposal(client, open.data!.id, { approve: true })).error).toBeNull();

    const { data, files } = readMyDataArchive((await downloadMyData(client)).data!.bytes);
    expect((data.managed_service as { status: string }).status).toBe('active');
    expect((data.service_consents as { consent_text: string }[])[0]!.consent_text).toContain('on my behalf');
    expect((data.service_proposals as { status: string }[]).map((p) => p.status)).toContain('approved');
    const invoices = data.invoices as { number: string; total: number; lines: { fee_code: string }[] }[];
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.lines.map((l) => l.fee_code)).toEqual(['registration']);
    const invoicePdf = files[`invoices/${invoices[0]!.number}.pdf`];
    expect(new TextDecoder().decode(invoicePdf!.slice(0, 5))).toBe('%PDF-');
  });

  it('is refused to a visitor who is not signed in', async () => {
    const result = await downloadMyData(backend.anon());
    expect(result.error).not.toBeNull();
    expect(result.data).toBeNull();
  });
});

describe('account deletion removes the files in Storage', () => {
  it("an employer's logo and avatar are gone from storage.objects once the account is deleted", async () => {
    const client = backend.anon();
    const email = `closing.${Date.now()}@company.example`;
    const userId = await signUpConfirmed(client, backend.server.url, email, 'a-strong-password', {
      user_type: 'employer',
      company_name: 'Closing Down Ltd',
    });
    expect(
      (await client.storage.from('logos').upload(`${userId}/logo.png`, png())).error,
    ).toBeNull();
    expect(
      (await client.storage.from('avatars').upload(`${userId}/me.png`, png())).error,
    ).toBeNull();
    expect(await storedObjects(userId)).toEqual([
      `avatars/${userId}/me.png`,
      `logos/${userId}/logo.png`,
    ]);

    // The settings page's order: the files through the Storage API, then the account.
    expect(await removeMyFiles(client, userId)).toEqual({ data: 2, error: null });
    expect((await deleteMyAccount(client)).error).toBeNull();
    expect(await storedObjects(userId)).toEqual([]);
    const { rows } = await backend.server.server.db.query(
      'select 1 from auth.users where id = $1',
      [userId],
    );
    expect(rows).toEqual([]);
  });
});
