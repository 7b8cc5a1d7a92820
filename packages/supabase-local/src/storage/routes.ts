import type { Context, Hono } from 'hono';
import type { ServerContext } from '../context.js';
import { BodyTooLarge, jsonBodyLimit, readText } from '../http/body.js';
import { createBucket, deleteBucket, emptyBucket, readBuckets, updateBucket } from './buckets.js';
import { StorageError, storageErrors } from './errors.js';
import { listObjects } from './list.js';
import { listObjectsV2 } from './list-v2.js';
import { downloadAuthenticated, downloadPublic, objectInfo } from './read.js';
import { removeObjects } from './remove.js';
import { downloadSigned, signMany, signOne } from './sign.js';
import { createSignedUploadUrl, uploadToSignedUrl } from './signed-upload.js';
import { copyObject, moveObject } from './transfer.js';
import { uploadObject } from './upload.js';

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readText(c.req.raw, jsonBodyLimit);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw storageErrors.entityTooLarge();
    throw error;
  }
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Answered below like any other malformed body.
  }
  throw storageErrors.invalidRequest('Body is not valid JSON');
}

function param(c: Context, name: string): string {
  return c.req.param(name) ?? '';
}

type Handler = (c: Context) => Promise<Response>;

/** Storage errors in Storage's shape; everything else is a real failure. */
function guarded(handler: Handler): Handler {
  return async (c) => {
    try {
      return await handler(c);
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      return c.json(error.body(), error.httpStatus as 400);
    }
  };
}

/** `/storage/v1/*`: objects (upload, download, info, list, remove, signed URLs) and buckets. */
export function registerStorageRoutes(app: Hono, ctx: ServerContext): void {
  const base = '/storage/v1';
  const getOrHead = ['GET', 'HEAD'];
  // Objects are served with the type they were stored with: a browser must not guess another
  // (an upload read as HTML or script on this origin).
  app.use(`${base}/*`, async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  // Specific routes first (Hono tries them in order; `/*` also matches an empty rest):
  // a bucket cannot be called "list", "sign", "info", "public"…
  app.post(`${base}/object/list/:bucket`, guarded(async (c) => listObjects(ctx, c, param(c, 'bucket'), await jsonBody(c))));
  app.post(`${base}/object/list-v2/:bucket`, guarded(async (c) => listObjectsV2(ctx, c, param(c, 'bucket'), await jsonBody(c))));
  app.post(`${base}/object/move`, guarded(async (c) => moveObject(ctx, c, await jsonBody(c))));
  app.post(`${base}/object/copy`, guarded(async (c) => copyObject(ctx, c, await jsonBody(c))));
  app.post(`${base}/object/upload/sign/:bucket/*`, guarded((c) => createSignedUploadUrl(ctx, c)));
  app.put(`${base}/object/upload/sign/:bucket/*`, guarded((c) => uploadToSignedUrl(ctx, c)));
  app.post(`${base}/object/sign/:bucket`, guarded(async (c) => signMany(ctx, c, param(c, 'bucket'), await jsonBody(c))));
  app.post(`${base}/object/sign/:bucket/*`, guarded(async (c) => signOne(ctx, c, await jsonBody(c))));
  app.on(getOrHead, `${base}/object/sign/:bucket/*`, guarded((c) => downloadSigned(ctx, c)));
  app.on(getOrHead, `${base}/object/public/:bucket/*`, guarded((c) => downloadPublic(ctx, c)));
  app.get(`${base}/object/info/*`, guarded((c) => objectInfo(ctx, c)));
  app.on(getOrHead, `${base}/object/authenticated/:bucket/*`, guarded((c) => downloadAuthenticated(ctx, c, `${base}/object/authenticated/`)));
  app.on(getOrHead, `${base}/object/:bucket/*`, guarded((c) => downloadAuthenticated(ctx, c, `${base}/object/`)));
  app.post(`${base}/object/:bucket/*`, guarded((c) => uploadObject(ctx, c, 'create')));
  app.put(`${base}/object/:bucket/*`, guarded((c) => uploadObject(ctx, c, 'update')));
  app.delete(`${base}/object/:bucket`, guarded(async (c) => removeObjects(ctx, c, param(c, 'bucket'), await jsonBody(c))));

  app.get(`${base}/bucket`, guarded((c) => readBuckets(ctx, c, null)));
  app.get(`${base}/bucket/:id`, guarded((c) => readBuckets(ctx, c, param(c, 'id'))));
  app.post(`${base}/bucket`, guarded(async (c) => createBucket(ctx, c, await jsonBody(c))));
  app.put(`${base}/bucket/:id`, guarded(async (c) => updateBucket(ctx, c, param(c, 'id'), await jsonBody(c))));
  app.post(`${base}/bucket/:id/empty`, guarded((c) => emptyBucket(ctx, c, param(c, 'id'))));
  app.delete(`${base}/bucket/:id`, guarded((c) => deleteBucket(ctx, c, param(c, 'id'))));
  // Anything else under /storage/v1 is answered as Storage's server answers an unknown route.
  app.all(`${base}/*`, guarded(async (c) => {
    throw storageErrors.routeNotFound(c.req.method, c.req.path.slice(base.length));
  }));
}
