import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestServer } from './helpers/index.js';
import { pdf, startStorageTest } from './storage-setup.js';

// The JSON the Storage API answers, read through fetch: supabase-js renames most of it.
let t: TestServer;
let candidate: SignedIn;

beforeAll(async () => {
  ({ t, candidate } = await startStorageTest('shapes.other@example.com'));
});
afterAll(async () => {
  await t?.stop();
});

function call(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/storage/v1${path}`, {
    method,
    headers: { apikey: t.anonKey, authorization: `Bearer ${candidate.session.access_token}`, ...headers },
    ...(body === undefined ? {} : { body }),
  });
}
const json = { 'content-type': 'application/json' };

describe('Storage API response bodies', () => {
  it('upload and update answer {Id, Key}', async () => {
    const key = `${candidate.user.id}/shape.pdf`;
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', pdf('shape'));
    const created = await call('POST', `/object/cvs/${key}`, form);
    expect(created.status).toBe(200);
    const body = (await created.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['Id', 'Key']);
    expect(body).toEqual({ Id: expect.stringMatching(/^[0-9a-f-]{36}$/), Key: `cvs/${key}` });

    const updated = await call('PUT', `/object/cvs/${key}`, pdf('updated'), { 'content-type': 'application/pdf' });
    expect(await updated.json()).toEqual({ Id: body.Id, Key: `cvs/${key}` });
  });

  it('signing answers {signedURL} and, for many paths, {error, path, signedURL} entries; upload signing {url, token}', async () => {
    const key = `${candidate.user.id}/shape.pdf`;
    const one = (await (await call('POST', `/object/sign/cvs/${key}`, JSON.stringify({ expiresIn: 60 }), json)).json()) as Record<string, string>;
    expect(Object.keys(one)).toEqual(['signedURL']);
    expect(one.signedURL).toMatch(new RegExp(`^/object/sign/cvs/${key}\\?token=`));

    const many = await call('POST', '/object/sign/cvs', JSON.stringify({ expiresIn: 60, paths: [key, 'missing.pdf'] }), json);
    expect(await many.json()).toEqual([
      { error: null, path: key, signedURL: expect.stringMatching(/^\/object\/sign\/cvs\//) },
      { error: 'Either the object does not exist or you do not have access to it', path: 'missing.pdf', signedURL: null },
    ]);

    const upload = (await (await call('POST', `/object/upload/sign/cvs/${candidate.user.id}/new.pdf`)).json()) as Record<string, string>;
    expect(Object.keys(upload).sort()).toEqual(['token', 'url']);
    expect(upload.url).toBe(`/object/upload/sign/cvs/${candidate.user.id}/new.pdf?token=${upload.token}`);
  });

  it('move answers {message}, remove the removed object rows', async () => {
    const from = `${candidate.user.id}/shape.pdf`;
    const to = `${candidate.user.id}/moved-shape.pdf`;
    const moved = await call('POST', '/object/move', JSON.stringify({ bucketId: 'cvs', sourceKey: from, destinationKey: to }), json);
    expect(await moved.json()).toEqual({ message: 'Successfully moved' });

    const removed = await call('DELETE', '/object/cvs', JSON.stringify({ prefixes: [to] }), json);
    const rows = (await removed.json()) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['bucket_id', 'created_at', 'id', 'last_accessed_at', 'metadata', 'name', 'owner', 'owner_id', 'updated_at', 'user_metadata', 'version'].sort(),
    );
    expect(rows[0]).toMatchObject({ bucket_id: 'cvs', name: to, owner_id: candidate.user.id });
  });
});
