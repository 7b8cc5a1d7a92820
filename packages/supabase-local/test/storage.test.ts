import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, signUpConfirmed, startTestServer, type SignedIn, type SupabaseClient, type TestServer } from './helpers/index.js';

let t: TestServer;
let candidate: SignedIn;
let other: { client: SupabaseClient; id: string };
let employer: SignedIn;

const pdf = (text: string) => new Blob([`%PDF-1.4\n${text}\n%%EOF`], { type: 'application/pdf' });

beforeAll(async () => {
  t = await startTestServer();
  candidate = await t.signInAs(demoAccounts.candidate.email, demoAccounts.candidate.password);
  employer = await t.signInAs(demoAccounts.employer.email, demoAccounts.employer.password);
  const otherClient = t.client();
  other = { client: otherClient, id: await signUpConfirmed(otherClient, t.url, 'other.candidate@example.com', 'other password 1') };
});
afterAll(async () => {
  await t?.stop();
});

describe('a candidate and their CV (private bucket, folder = user id)', () => {
  const path = () => `${candidate.user.id}/cv.pdf`;

  it('uploads a file as multipart and reads it back', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const uploaded = await cvs.upload(path(), pdf('first version'));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path: path(), fullPath: `cvs/${path()}` });
    expect(uploaded.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const downloaded = await cvs.download(path());
    expect(downloaded.error).toBeNull();
    expect(await downloaded.data?.text()).toContain('first version');
    expect(downloaded.data?.type).toBe('application/pdf');

    const info = await cvs.info(path());
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: path(), bucketId: 'cvs', contentType: 'application/pdf' });
    expect(info.data?.size).toBe((await pdf('first version').arrayBuffer()).byteLength);

    expect((await cvs.exists(path())).data).toBe(true);
    expect((await cvs.exists(`${candidate.user.id}/missing.pdf`)).data).toBe(false);
  });

  it('refuses to overwrite without upsert (409) and replaces with it', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const again = await cvs.upload(path(), pdf('second version'));
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect(await (await cvs.download(path())).data?.text()).toContain('first version');

    expect((await cvs.upload(path(), pdf('second version'), { upsert: true })).error).toBeNull();
    expect(await (await cvs.download(path())).data?.text()).toContain('second version');

    expect((await cvs.update(path(), pdf('third version'))).error).toBeNull();
    expect(await (await cvs.download(path())).data?.text()).toContain('third version');
    const missing = await cvs.update(`${candidate.user.id}/never-uploaded.pdf`, pdf('x'));
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('uploads a raw body with its content type', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 raw body');
    const cvs = candidate.client.storage.from('cvs');
    const { error } = await cvs.upload(`${candidate.user.id}/raw.pdf`, bytes.buffer, { contentType: 'application/pdf' });
    expect(error).toBeNull();
    expect(await (await cvs.download(`${candidate.user.id}/raw.pdf`)).data?.text()).toBe('%PDF-1.4 raw body');
  });

  it('lists files under a prefix and folders above them', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const files = await cvs.list(candidate.user.id);
    expect(files.error).toBeNull();
    expect(files.data?.map((f) => f.name)).toEqual(['cv.pdf', 'raw.pdf']);
    expect(files.data?.[0]?.metadata).toMatchObject({ mimetype: 'application/pdf' });

    const top = await cvs.list();
    expect(top.data).toEqual([expect.objectContaining({ name: candidate.user.id, id: null, metadata: null })]);

    const searched = await cvs.list(candidate.user.id, { search: 'ra' });
    expect(searched.data?.map((f) => f.name)).toEqual(['raw.pdf']);
  });

  it('hides the CV from another candidate and refuses their writes', async () => {
    const theirs = other.client.storage.from('cvs');
    const read = await theirs.download(path());
    expect(read.error).toMatchObject({ statusCode: '404' });
    expect((await theirs.list(candidate.user.id)).data).toEqual([]);

    const write = await theirs.upload(path(), pdf('overwritten'), { upsert: true });
    expect(write.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const intrude = await theirs.upload(`${candidate.user.id}/planted.pdf`, pdf('planted'));
    expect(intrude.error).toMatchObject({ statusCode: '403' });

    const removed = await theirs.remove([path()]);
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([]);
    expect(await (await candidate.client.storage.from('cvs').download(path())).data?.text()).toContain('third version');
  });

  it('refuses anonymous uploads', async () => {
    const { error } = await t.client().storage.from('cvs').upload(`${candidate.user.id}/anon.pdf`, pdf('anon'));
    expect(error).toMatchObject({ statusCode: '403' });
  });
});

describe('bucket limits', () => {
  it('refuses a file over the bucket size limit with 413 and stores nothing', async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    const cvs = candidate.client.storage.from('cvs');
    const { error } = await cvs.upload(`${candidate.user.id}/huge.pdf`, big);
    expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    expect((error as { status?: number }).status).toBe(400);
    expect((await cvs.exists(`${candidate.user.id}/huge.pdf`)).data).toBe(false);
  });

  it('refuses a type the bucket does not allow with 415', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const { error } = await cvs.upload(`${candidate.user.id}/notes.txt`, new Blob(['hello'], { type: 'text/plain' }));
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
    expect((await cvs.exists(`${candidate.user.id}/notes.txt`)).data).toBe(false);
  });

  it('honours wildcard types and size strings on a bucket made with the service key', async () => {
    const admin = t.serviceClient();
    const created = await admin.storage.createBucket('scratch', { public: false, fileSizeLimit: '1KB', allowedMimeTypes: ['image/*'] });
    expect(created.error).toBeNull();
    const scratch = admin.storage.from('scratch');
    const pngBytes = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
      return bytes;
    };
    const webp = new Uint8Array([...new TextEncoder().encode('RIFF'), 2, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]);
    expect((await scratch.upload('a.png', new Blob([pngBytes(10)], { type: 'image/png' }))).error).toBeNull();
    expect((await scratch.upload('b.webp', new Blob([webp], { type: 'image/webp' }))).error).toBeNull();
    expect((await scratch.upload('c.png', new Blob([pngBytes(1001)], { type: 'image/png' }))).error).toMatchObject({ statusCode: '413' });
    expect((await scratch.upload('d.pdf', pdf('no'))).error).toMatchObject({ statusCode: '415' });
    const refused = await admin.storage.deleteBucket('scratch');
    expect(refused.error).toMatchObject({ statusCode: '409' });
    expect((await admin.storage.emptyBucket('scratch')).error).toBeNull();
    expect((await admin.storage.deleteBucket('scratch')).error).toBeNull();
    expect((await admin.storage.getBucket('scratch')).error).toMatchObject({ statusCode: '404' });
  });
});

describe('signed and public URLs', () => {
  it('signs a URL that works without credentials until it is tampered with', async () => {
    const path = `${candidate.user.id}/signed.pdf`;
    const cvs = candidate.client.storage.from('cvs');
    await cvs.upload(path, pdf('signed content'));
    const { data, error } = await cvs.createSignedUrl(path, 60);
    expect(error).toBeNull();
    const res = await fetch(data?.signedUrl as string);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('signed content');

    const tampered = (data?.signedUrl as string).slice(0, -4) + 'AAAA';
    expect((await fetch(tampered)).status).toBe(400);
    const elsewhere = (data?.signedUrl as string).replace('/signed.pdf?', '/cv.pdf?');
    expect((await fetch(elsewhere)).status).toBe(400);

    const many = await cvs.createSignedUrls([path, `${candidate.user.id}/missing.pdf`], 60);
    expect(many.data?.[0]?.signedUrl).toBeTruthy();
    expect(many.data?.[1]).toMatchObject({ signedUrl: null, error: expect.any(String) });

    const stranger = await other.client.storage.from('cvs').createSignedUrl(path, 60);
    expect(stranger.error).toMatchObject({ statusCode: '404' });
  });

  it('serves public buckets to anyone and private ones to no one through the public URL', async () => {
    const logos = employer.client.storage.from('logos');
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });
    expect((await logos.upload(`${employer.user.id}/logo.png`, png)).error).toBeNull();
    const publicUrl = t.client().storage.from('logos').getPublicUrl(`${employer.user.id}/logo.png`).data.publicUrl;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]));

    const privateUrl = t.client().storage.from('cvs').getPublicUrl(`${candidate.user.id}/cv.pdf`).data.publicUrl;
    expect((await fetch(privateUrl)).status).toBe(400);
  });
});

describe('removing files', () => {
  it('removes the owner’s file and answers with the removed rows', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const path = `${candidate.user.id}/to-remove.pdf`;
    await cvs.upload(path, pdf('bye'));
    const { data, error } = await cvs.remove([path, `${candidate.user.id}/not-there.pdf`]);
    expect(error).toBeNull();
    expect(data?.map((row) => row.name)).toEqual([path]);
    expect((await cvs.download(path)).error).toMatchObject({ statusCode: '404' });
  });

  it('refuses a DELETE from SQL, as hosted Supabase does; only the Storage API deletes', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const path = `${candidate.user.id}/kept.pdf`;
    await cvs.upload(path, pdf('stay'));
    const direct = t.server.db.query(`delete from storage.objects where bucket_id = 'cvs' and name = $1`, [path]);
    await expect(direct).rejects.toMatchObject({
      code: '42501',
      message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
    });
    await expect(t.server.db.query(`delete from storage.buckets where id = 'cvs'`)).rejects.toMatchObject({ code: '42501' });
    expect((await cvs.download(path)).error).toBeNull();
    // The setting the Storage API sets for its deleting requests lets the statement through.
    const allowed = await t.server.db.transaction(async (tx) => {
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      return (await tx.query(`delete from storage.objects where bucket_id = 'cvs' and name = $1`, [path])).affectedRows;
    });
    expect(allowed).toBe(1);
  });
});

describe('credentials', () => {
  it('refuses a token signed with another secret', async () => {
    const forged = candidate.session.access_token.slice(0, -4) + 'AAAA';
    const client = t.client({ global: { headers: { Authorization: `Bearer ${forged}` } } });
    const { error } = await client.storage.from('cvs').download(`${candidate.user.id}/cv.pdf`);
    expect(error).toMatchObject({ status: 400 });
    expect(error?.message).toBe('invalid signature');
  });
});
