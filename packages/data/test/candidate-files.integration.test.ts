import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '@globalhire/supabase-local/testing';
import {
  applyToJob,
  deleteMyAccount,
  removeCv,
  removeMyFiles,
  setProfileCv,
  uploadCv,
  type GlobalHireClient,
} from '../src';
import { startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

const pdf = (name: string) =>
  new File([new Uint8Array([37, 80, 68, 70, 45, 49])], name, { type: 'application/pdf' });

const fileExists = async (client: GlobalHireClient, bucket: string, path: string) =>
  (await client.storage.from(bucket).download(path)).error === null;

describe('CV: replace and remove', () => {
  it('replacing the CV deletes the old file; removing clears the profile and deletes the file', async () => {
    const { client, userId } = await backend.as('candidate');
    const first = (await uploadCv(client, userId, pdf('first.pdf'))).data!.path;
    expect((await setProfileCv(client, userId, first, null)).data?.cv_path).toBe(first);
    const second = (await uploadCv(client, userId, pdf('second.pdf'))).data!.path;
    expect((await setProfileCv(client, userId, second, first)).data?.cv_path).toBe(second);
    expect(await fileExists(client, 'cvs', first)).toBe(false);
    expect(await fileExists(client, 'cvs', second)).toBe(true);
    expect((await removeCv(client, userId, second)).data?.cv_path).toBeNull();
    expect(await fileExists(client, 'cvs', second)).toBe(false);
  });

  it('keeps a CV an application was sent with, so the employer can still read it', async () => {
    const { client, userId } = await backend.as('candidate');
    const sent = (await uploadCv(client, userId, pdf('sent.pdf'))).data!.path;
    await setProfileCv(client, userId, sent, null);
    const applied = await applyToJob(client, userId, { jobId: 5 });
    expect(applied.data?.cv_path).toBe(sent);
    const next = (await uploadCv(client, userId, pdf('next.pdf'))).data!.path;
    expect((await setProfileCv(client, userId, next, sent)).error).toBeNull();
    expect(await fileExists(client, 'cvs', sent)).toBe(true);
  });
});

describe('removeMyFiles and account deletion', () => {
  it("removes every file in the user's folders, then the account can be deleted", async () => {
    const client = backend.anon();
    const email = `leaving.${Date.now()}@example.com`;
    const userId = await signUpConfirmed(client, backend.server.url, email, 'a-strong-password', {
      user_type: 'candidate',
      first_name: 'Lea',
      last_name: 'Ving',
    });
    await uploadCv(client, userId, pdf('a.pdf'));
    await uploadCv(client, userId, pdf('b.pdf'));
    await client.storage
      .from('visa-documents')
      .upload(`${userId}/passport.pdf`, pdf('passport.pdf'));
    // Someone else's file is never touched.
    const candidate = await backend.as('candidate');
    const kept = (await uploadCv(candidate.client, candidate.userId, pdf('kept.pdf'))).data!.path;

    expect(await removeMyFiles(client, userId)).toEqual({ data: 3, error: null });
    expect((await client.storage.from('cvs').list(userId)).data).toEqual([]);
    expect((await client.storage.from('visa-documents').list(userId)).data).toEqual([]);
    expect(await fileExists(candidate.client, 'cvs', kept)).toBe(true);

    expect((await deleteMyAccount(client)).error).toBeNull();
    const again = await backend
      .anon()
      .auth.signInWithPassword({ email, password: 'a-strong-password' });
    expect(again.error).not.toBeNull();
  });
});
