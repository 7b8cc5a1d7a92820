import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, startTestServer, type SignedIn, type TestServer } from './helpers/index.js';
import { pdf } from './storage-setup.js';

let t: TestServer;
let candidate: SignedIn;

beforeAll(async () => {
  t = await startTestServer();
  candidate = await t.signInAs(demoAccounts.candidate.email, demoAccounts.candidate.password);
  const cvs = candidate.client.storage.from('cvs');
  for (const name of ['a.pdf', 'b.pdf', 'docs/c.pdf', 'docs/d.pdf', 'docs/deep/e.pdf']) {
    await cvs.upload(`${candidate.user.id}/${name}`, pdf(name));
  }
});
afterAll(async () => {
  await t?.stop();
});

describe('list v2', () => {
  it('lists full names below a prefix, folders collapsed with the delimiter', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const me = candidate.user.id;
    const delimited = await cvs.listV2({ prefix: `${me}/`, with_delimiter: true });
    expect(delimited.error).toBeNull();
    expect(delimited.data?.hasNext).toBe(false);
    expect(delimited.data?.folders.map((f) => f.name)).toEqual([`${me}/docs/`]);
    expect(delimited.data?.objects.map((o) => o.name)).toEqual([`${me}/a.pdf`, `${me}/b.pdf`]);
    expect(delimited.data?.objects[0]).toMatchObject({ id: expect.any(String), metadata: { mimetype: 'application/pdf' } });

    const flat = await cvs.listV2({ prefix: `${me}/docs/` });
    expect(flat.data?.folders).toEqual([]);
    expect(flat.data?.objects.map((o) => o.name)).toEqual([`${me}/docs/c.pdf`, `${me}/docs/d.pdf`, `${me}/docs/deep/e.pdf`]);
  });

  it('pages with a cursor and only shows what the caller may read', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const me = candidate.user.id;
    const first = await cvs.listV2({ prefix: `${me}/`, limit: 2 });
    expect(first.data).toMatchObject({ hasNext: true, nextCursor: expect.any(String) });
    expect(first.data?.objects.map((o) => o.name)).toEqual([`${me}/a.pdf`, `${me}/b.pdf`]);
    const second = await cvs.listV2({ prefix: `${me}/`, limit: 2, cursor: first.data?.nextCursor });
    expect(second.data?.objects.map((o) => o.name)).toEqual([`${me}/docs/c.pdf`, `${me}/docs/d.pdf`]);
    const last = await cvs.listV2({ prefix: `${me}/`, limit: 2, cursor: second.data?.nextCursor });
    expect(last.data).toMatchObject({ hasNext: false, objects: [expect.objectContaining({ name: `${me}/docs/deep/e.pdf` })] });

    const desc = await cvs.listV2({ prefix: `${me}/`, with_delimiter: true, sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data?.objects.map((o) => o.name)).toEqual([`${me}/b.pdf`, `${me}/a.pdf`]);

    const anonymous = await t.client().storage.from('cvs').listV2({ prefix: `${me}/` });
    expect(anonymous.data).toEqual({ hasNext: false, folders: [], objects: [] });
  });
});

describe('buckets', () => {
  it('updates only the fields sent', async () => {
    const admin = t.serviceClient();
    await admin.storage.createBucket('partial', { public: false, fileSizeLimit: 1024, allowedMimeTypes: ['image/png'] });
    const updated = await admin.storage.updateBucket('partial', { public: true });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await admin.storage.getBucket('partial')).data).toMatchObject({
      public: true,
      file_size_limit: 1024,
      allowed_mime_types: ['image/png'],
    });

    await admin.storage.updateBucket('partial', { public: true, allowedMimeTypes: ['image/*'] });
    expect((await admin.storage.getBucket('partial')).data).toMatchObject({ public: true, file_size_limit: 1024, allowed_mime_types: ['image/*'] });

    // An explicit null clears a limit (storage-js only sends what it is given, so through fetch).
    const res = await fetch(`${t.url}/storage/v1/bucket/partial`, {
      method: 'PUT',
      headers: { apikey: t.serviceRoleKey, authorization: `Bearer ${t.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ file_size_limit: null }),
    });
    expect(res.status).toBe(200);
    expect((await admin.storage.getBucket('partial')).data).toMatchObject({ public: true, file_size_limit: null, allowed_mime_types: ['image/*'] });
  });

  it('answers getBucket and listBuckets with the Storage API’s columns and list options', async () => {
    const admin = t.serviceClient();
    const bucket = (await admin.storage.getBucket('cvs')).data;
    expect(Object.keys(bucket ?? {}).sort()).toEqual(
      ['allowed_mime_types', 'created_at', 'file_size_limit', 'id', 'name', 'owner', 'public', 'type', 'updated_at'].sort(),
    );
    expect(bucket).toMatchObject({ id: 'cvs', name: 'cvs', public: false, file_size_limit: 5242880, type: 'STANDARD' });

    const listed = await admin.storage.listBuckets({ search: 'av', sortColumn: 'name', sortOrder: 'desc' });
    expect(listed.data?.map((b) => b.id)).toEqual(['avatars']);
    const all = await admin.storage.listBuckets({ sortColumn: 'name', sortOrder: 'asc' });
    const names = (all.data ?? []).map((b) => b.id);
    expect(names).toEqual([...names].sort());
    expect(names.length).toBeGreaterThan(3);
    const paged = await admin.storage.listBuckets({ limit: 2, offset: 1, sortColumn: 'name', sortOrder: 'asc' });
    expect(paged.data?.map((b) => b.id)).toEqual(names.slice(1, 3));
  });
});

describe('unknown routes', () => {
  it('answers 404 as the Storage API does, never a 500', async () => {
    const res = await fetch(`${t.url}/storage/v1/object/nothing-here`, {
      method: 'PATCH',
      headers: { apikey: t.anonKey, authorization: `Bearer ${t.anonKey}` },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: '404', error: 'Not Found', message: 'Route PATCH:/object/nothing-here not found' });
    const unknown = await fetch(`${t.url}/storage/v1/unknown`, { headers: { apikey: t.anonKey } });
    expect(unknown.status).toBe(404);
  });
});
