import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.js';
import type { SignedIn, SupabaseClient, TestServer } from './helpers/index.js';
import { pdf, startStorageTest } from './storage-setup.js';

let t: TestServer;
let candidate: SignedIn;
let other: { client: SupabaseClient; id: string };

beforeAll(async () => {
  ({ t, candidate, other } = await startStorageTest('uploader.other@example.com'));
});
afterAll(async () => {
  await t?.stop();
});

const put = (url: string, body: string) => fetch(url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body });

describe('signed upload URLs', () => {
  it('lets anyone holding the URL upload once, as the signer, for 2 hours', async () => {
    const path = `${candidate.user.id}/via-signed-url.pdf`;
    const signed = await candidate.client.storage.from('cvs').createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({ path, token: expect.any(String) });
    expect(signed.data?.signedUrl).toBe(`${t.url}/storage/v1/object/upload/sign/cvs/${path}?token=${signed.data?.token}`);
    const claims = decodeJwt(signed.data?.token as string);
    expect((claims.exp as number) - (claims.iat as number)).toBe(7200);
    expect(claims).toMatchObject({ url: `cvs/${path}`, owner: candidate.user.id, upsert: false });

    const uploaded = await t.client().storage.from('cvs').uploadToSignedUrl(path, signed.data?.token as string, pdf('signed upload'));
    expect(uploaded).toEqual({ data: { path, fullPath: `cvs/${path}` }, error: null });
    expect(await (await candidate.client.storage.from('cvs').download(path)).data?.text()).toContain('signed upload');
    const { rows } = await t.server.db.query<{ owner_id: string }>(`select owner_id from storage.objects where bucket_id = 'cvs' and name = $1`, [path]);
    expect(rows[0]?.owner_id).toBe(candidate.user.id);

    const again = await t.client().storage.from('cvs').uploadToSignedUrl(path, signed.data?.token as string, pdf('again'));
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
  });

  it('honours upsert: a URL signed with it replaces the existing file', async () => {
    const path = `${candidate.user.id}/via-signed-url.pdf`;
    const signed = await candidate.client.storage.from('cvs').createSignedUploadUrl(path, { upsert: true });
    expect(decodeJwt(signed.data?.token as string).upsert).toBe(true);
    const replaced = await t.client().storage.from('cvs').uploadToSignedUrl(path, signed.data?.token as string, pdf('replaced'));
    expect(replaced.error).toBeNull();
    expect(await (await candidate.client.storage.from('cvs').download(path)).data?.text()).toContain('replaced');
  });

  it('is refused to a caller whose policies refuse the insert, and for an existing file without upsert', async () => {
    const theirs = await other.client.storage.from('cvs').createSignedUploadUrl(`${candidate.user.id}/planted.pdf`);
    expect(theirs.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const existing = await candidate.client.storage.from('cvs').createSignedUploadUrl(`${candidate.user.id}/via-signed-url.pdf`);
    expect(existing.error).toMatchObject({ statusCode: '409' });
    const noBucket = await candidate.client.storage.from('nope').createSignedUploadUrl(`${candidate.user.id}/x.pdf`);
    expect(noBucket.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('refuses a token for another object, a forged, an expired or a download token, with Storage’s errors', async () => {
    const path = `${candidate.user.id}/guarded.pdf`;
    const signed = await candidate.client.storage.from('cvs').createSignedUploadUrl(path);
    const url = signed.data?.signedUrl as string;

    const elsewhere = await put(url.replace('/guarded.pdf?', '/other.pdf?'), '%PDF-1.4');
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toEqual({ statusCode: '400', code: 'InvalidSignature', error: 'InvalidSignature', message: 'Invalid signature' });

    const forged = await put(`${url.slice(0, -4)}AAAA`, '%PDF-1.4');
    expect(await forged.json()).toEqual({ statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'invalid signature' });

    const iat = Math.floor(Date.now() / 1000) - 7300;
    const stale = await signJwt(t.server.jwtSecret, { url: `cvs/${path}`, owner: candidate.user.id, upsert: false, scope: 'upload', iat, exp: iat + 7200 });
    const expired = await put(`${t.url}/storage/v1/object/upload/sign/cvs/${path}?token=${stale}`, '%PDF-1.4');
    expect(await expired.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT', message: 'jwt expired' });

    // A signed download URL names its object too, but grants no write.
    await candidate.client.storage.from('cvs').upload(path, pdf('kept'));
    const download = await candidate.client.storage.from('cvs').createSignedUrl(path, 60);
    const downloadToken = new URL(download.data?.signedUrl as string).searchParams.get('token');
    await candidate.client.storage.from('cvs').remove([path]);
    const misused = await put(`${t.url}/storage/v1/object/upload/sign/cvs/${path}?token=${downloadToken}`, '%PDF-1.4 planted');
    expect(misused.status).toBe(400);
    expect(await misused.json()).toMatchObject({ code: 'InvalidSignature' });
    expect((await candidate.client.storage.from('cvs').exists(path)).data).toBe(false);
    // …and an upload token reads nothing.
    await candidate.client.storage.from('cvs').upload(path, pdf('kept'));
    expect((await fetch(`${t.url}/storage/v1/object/sign/cvs/${path}?token=${signed.data?.token}`)).status).toBe(400);

    const noToken = await put(`${t.url}/storage/v1/object/upload/sign/cvs/${path}`, '%PDF-1.4');
    expect(await noToken.json()).toMatchObject({ statusCode: '400', message: "querystring must have required property 'token'" });
  });

  it('still applies the bucket’s type and size limits', async () => {
    const path = `${candidate.user.id}/notes.txt`;
    const signed = await candidate.client.storage.from('cvs').createSignedUploadUrl(path);
    const refused = await t.client().storage.from('cvs').uploadToSignedUrl(path, signed.data?.token as string, new Blob(['hi'], { type: 'text/plain' }));
    expect(refused.error).toMatchObject({ statusCode: '415' });
    expect((await candidate.client.storage.from('cvs').exists(path)).data).toBe(false);
  });
});
