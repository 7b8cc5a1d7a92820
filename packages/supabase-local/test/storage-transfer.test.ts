import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, SupabaseClient, TestServer } from './helpers/index.js';
import { pdf, startStorageTest } from './storage-setup.js';

let t: TestServer;
let candidate: SignedIn;
let other: { client: SupabaseClient; id: string };

beforeAll(async () => {
  ({ t, candidate, other } = await startStorageTest('mover.other@example.com'));
});
afterAll(async () => {
  await t?.stop();
});

const post = (path: string, body: unknown, token: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/storage/v1${path}`, {
    method: 'POST',
    headers: { apikey: t.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('move', () => {
  it('renames the caller’s file, keeping its id and bytes', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const from = `${candidate.user.id}/move-me.pdf`;
    const to = `${candidate.user.id}/archive/moved.pdf`;
    const uploaded = await cvs.upload(from, pdf('moving'));
    const moved = await cvs.move(from, to);
    expect(moved).toEqual({ data: { message: 'Successfully moved' }, error: null });
    expect((await cvs.exists(from)).data).toBe(false);
    expect(await (await cvs.download(to)).data?.text()).toContain('moving');
    expect((await cvs.info(to)).data?.id).toBe(uploaded.data?.id);
  });

  it('answers 404 for a source the caller cannot see and 403 for a destination their policies refuse', async () => {
    const from = `${candidate.user.id}/mine.pdf`;
    await candidate.client.storage.from('cvs').upload(from, pdf('mine'));
    const stranger = await other.client.storage.from('cvs').move(from, `${other.id}/stolen.pdf`);
    expect(stranger.error).toMatchObject({ statusCode: '404', message: 'Object not found' });

    const outside = await candidate.client.storage.from('cvs').move(from, `${other.id}/planted.pdf`);
    expect(outside.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect((await candidate.client.storage.from('cvs').exists(from)).data).toBe(true);
  });

  it('refuses to overwrite an existing destination (409) and moves across buckets with destinationBucket', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const a = `${candidate.user.id}/a.pdf`;
    const b = `${candidate.user.id}/b.pdf`;
    await cvs.upload(a, pdf('a'));
    await cvs.upload(b, pdf('b'));
    expect((await cvs.move(a, b)).error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect(await (await cvs.download(b)).data?.text()).toContain('b');

    const moved = await cvs.move(a, `${candidate.user.id}/a.pdf`, { destinationBucket: 'visa-documents' });
    expect(moved.error).toBeNull();
    expect(await (await candidate.client.storage.from('visa-documents').download(`${candidate.user.id}/a.pdf`)).data?.text()).toContain('a');
    expect((await cvs.exists(a)).data).toBe(false);
  });

  it('answers the body errors and statuses of the Storage API', async () => {
    const token = candidate.session.access_token;
    const missing = await post('/object/move', { bucketId: 'cvs', sourceKey: 'x.pdf' }, token);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Error',
      message: "body must have required property 'destinationKey'",
    });
    const noBucket = await post('/object/move', { bucketId: 'cvs', sourceKey: 'x.pdf', destinationKey: 'y.pdf', destinationBucket: 'nope' }, token);
    expect(await noBucket.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });
});

describe('copy', () => {
  it('copies with a new id, the source’s metadata and the Storage API’s answer', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const from = `${candidate.user.id}/original.pdf`;
    const to = `${candidate.user.id}/copy.pdf`;
    const uploaded = await cvs.upload(from, pdf('original'), { metadata: { label: 'cv' } });
    const copied = await cvs.copy(from, to);
    expect(copied).toEqual({ data: { path: `cvs/${to}` }, error: null });
    expect(await (await cvs.download(to)).data?.text()).toContain('original');
    expect(await (await cvs.download(from)).data?.text()).toContain('original');
    const info = (await cvs.info(to)).data;
    expect(info?.id).not.toBe(uploaded.data?.id);
    expect(info).toMatchObject({ contentType: 'application/pdf', metadata: { label: 'cv' } });

    const raw = await post('/object/copy', { bucketId: 'cvs', sourceKey: from, destinationKey: `${candidate.user.id}/copy2.pdf` }, candidate.session.access_token);
    expect(raw.status).toBe(200);
    const body = (await raw.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ Key: `cvs/${candidate.user.id}/copy2.pdf`, name: `${candidate.user.id}/copy2.pdf`, bucket_id: 'cvs' });
    expect(body.Id).toBe(body.id);
    expect(body.owner_id).toBe(candidate.user.id);
  });

  it('needs read on the source and insert on the destination; an existing one needs x-upsert', async () => {
    const from = `${candidate.user.id}/original.pdf`;
    const stranger = await other.client.storage.from('cvs').copy(from, `${other.id}/stolen.pdf`);
    expect(stranger.error).toMatchObject({ statusCode: '404' });
    const outside = await candidate.client.storage.from('cvs').copy(from, `${other.id}/planted.pdf`);
    expect(outside.error).toMatchObject({ statusCode: '403' });
    expect((await t.serviceClient().storage.from('cvs').exists(`${other.id}/planted.pdf`)).data).toBe(false);

    const existing = await candidate.client.storage.from('cvs').copy(from, `${candidate.user.id}/copy.pdf`);
    expect(existing.error).toMatchObject({ statusCode: '409' });
    const token = candidate.session.access_token;
    const body = { bucketId: 'cvs', sourceKey: from, destinationKey: `${candidate.user.id}/copy.pdf` };
    expect((await post('/object/copy', body, token, { 'x-upsert': 'true' })).status).toBe(200);
  });

  it('takes storage-api’s metadata options: a metadata override, and x-metadata with copyMetadata false', async () => {
    const from = `${candidate.user.id}/original.pdf`;
    const to = `${candidate.user.id}/relabelled.pdf`;
    const body = { bucketId: 'cvs', sourceKey: from, destinationKey: to, copyMetadata: false, metadata: { cacheControl: 'max-age=60' } };
    const header = Buffer.from(JSON.stringify({ label: 'copy' })).toString('base64');
    expect((await post('/object/copy', body, candidate.session.access_token, { 'x-metadata': header })).status).toBe(200);
    const info = (await candidate.client.storage.from('cvs').info(to)).data;
    expect(info).toMatchObject({ metadata: { label: 'copy' }, cacheControl: 'max-age=60', contentType: 'application/pdf' });
  });
});
