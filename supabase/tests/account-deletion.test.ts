import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveJob, insertRow } from './support/fixtures.js';
import { accountExists, newAccount, runDeliveryTick } from './support/deleted-accounts.js';
import { seedUsers, signIn, signInAal1 } from './support/personas.js';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Deleting an account takes its files with it: the CV an employer holds a signed link to, the
// public avatar and the company logo stop answering once the delivery worker has ticked, and
// their bytes are gone from disk.

let server: TestServer;
const dataDir = mkdtempSync(join(tmpdir(), 'account-deletion-'));

beforeAll(async () => {
  server = await startTestServer({ dataDir });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const pdf = (text: string) => new Blob([`%PDF-1.4\n${text}\n%%EOF`], { type: 'application/pdf' });
const png = () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], {
    type: 'image/png',
  });
const bytesOnDisk = (bucket: string, path: string) =>
  existsSync(join(dataDir, 'storage', bucket, path));

async function objectsIn(folder: string): Promise<string[]> {
  const { rows } = await server.server.db.query<{ key: string }>(
    `select bucket_id || '/' || name as key from storage.objects where name like $1 order by 1`,
    [`${folder}/%`],
  );
  return rows.map((row) => row.key);
}

/** The public address of a file, as a visitor's browser would load it. */
const publicUrl = (bucket: string, path: string) =>
  server.client().storage.from(bucket).getPublicUrl(path).data.publicUrl;

describe("a deleted candidate's files", () => {
  it('stop answering, for the employer holding a signed CV link and for the public avatar', async () => {
    const candidate = await newAccount(server, 'ines.moreau@mail.example', {
      firstName: 'Ines',
      lastName: 'Moreau',
    });
    const cv = `${candidate.id}/cv.pdf`;
    const oldCv = `${candidate.id}/2025/cv-old.pdf`;
    const avatar = `${candidate.id}/avatar.png`;
    const visaDocument = `${candidate.id}/passport.pdf`;
    const cvs = candidate.client.storage.from('cvs');
    expect((await cvs.upload(cv, pdf('Ines Moreau CV'))).error).toBeNull();
    expect((await cvs.upload(oldCv, pdf('older CV'))).error).toBeNull();
    expect((await candidate.client.storage.from('avatars').upload(avatar, png())).error).toBeNull();
    expect(
      (await candidate.client.storage.from('visa-documents').upload(visaDocument, pdf('passport')))
        .error,
    ).toBeNull();

    const jobId = await createLiveJob(server.serviceClient(), 'deleted-candidate');
    await insertRow(server.serviceClient(), 'applications', {
      job_id: jobId,
      candidate_id: candidate.id,
      cover_letter: 'Please consider me.',
      cv_path: cv,
    });
    const employer = await signIn(server, seedUsers.employer.email);
    const signed = await employer.storage.from('cvs').createSignedUrl(cv, 3600);
    expect(signed.error).toBeNull();
    const signedUrl = signed.data!.signedUrl;
    expect((await fetch(signedUrl)).status).toBe(200);
    expect((await fetch(publicUrl('avatars', avatar))).status).toBe(200);
    expect(bytesOnDisk('cvs', cv)).toBe(true);

    expect((await candidate.client.rpc('delete_my_account')).error).toBeNull();
    expect(await accountExists(server, candidate.id)).toBe(false);
    await runDeliveryTick(server);

    const link = await fetch(signedUrl);
    expect([400, 404]).toContain(link.status);
    expect(await link.text()).not.toContain('Ines Moreau CV');
    expect([400, 404]).toContain((await fetch(publicUrl('avatars', avatar))).status);
    expect(await objectsIn(candidate.id)).toEqual([]);
    for (const [bucket, path] of [
      ['cvs', cv],
      ['cvs', oldCv],
      ['avatars', avatar],
      ['visa-documents', visaDocument],
    ]) {
      expect(bytesOnDisk(bucket!, path!)).toBe(false);
    }
  });
});

describe("a deleted employer's files", () => {
  it('takes the company logo off the public address', async () => {
    const employer = await newAccount(server, 'owner@gone-company.example', {
      userType: 'employer',
      companyName: 'Gone Company Ltd',
    });
    const logo = `${employer.id}/logo.png`;
    expect((await employer.client.storage.from('logos').upload(logo, png())).error).toBeNull();
    expect(
      (await employer.client.from('profiles').update({ logo_path: logo }).eq('id', employer.id))
        .error,
    ).toBeNull();
    expect((await fetch(publicUrl('logos', logo))).status).toBe(200);

    expect((await employer.client.rpc('delete_my_account')).error).toBeNull();
    await runDeliveryTick(server);

    expect([400, 404]).toContain((await fetch(publicUrl('logos', logo))).status);
    expect(await objectsIn(employer.id)).toEqual([]);
    expect(bytesOnDisk('logos', logo)).toBe(false);
  });

  it("leaves other accounts' files alone", async () => {
    const keeper = await newAccount(server, 'keeper@mail.example');
    const leaver = await newAccount(server, 'leaver@mail.example');
    const kept = `${keeper.id}/cv.pdf`;
    expect((await keeper.client.storage.from('cvs').upload(kept, pdf('kept'))).error).toBeNull();
    expect((await leaver.client.rpc('delete_my_account')).error).toBeNull();
    await runDeliveryTick(server);
    expect(await objectsIn(keeper.id)).toEqual([`cvs/${kept}`]);
    expect(bytesOnDisk('cvs', kept)).toBe(true);
  });
});

describe('a staff account deletes itself only with its second factor', () => {
  it('refuses an admin or a recruiter signed in with a password alone, and lets them with a code', async () => {
    for (const userType of ['admin', 'recruiter'] as const) {
      const email = `leaving.${userType}@globalhire.example`;
      const staff = await newAccount(server, email, { userType, secondFactor: true });
      const passwordOnly = await signInAal1(server, email);
      const refused = await passwordOnly.rpc('delete_my_account');
      expect(refused.error).toMatchObject({ code: '42501' });
      expect(refused.error?.message).toContain('authenticator app');
      expect(await accountExists(server, staff.id)).toBe(true);

      expect((await staff.client.rpc('delete_my_account')).error).toBeNull();
      expect(await accountExists(server, staff.id)).toBe(false);
    }
  });
});
