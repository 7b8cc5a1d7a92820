import type { Context } from 'hono';
import type { ServerContext } from '../context.js';
import { signJwt, verifyJwt } from '../jwt.js';
import { asUser, findBucket, ownerOf, storageCaller } from './caller.js';
import { storageErrors } from './errors.js';
import { bucketAndKey, pathAfter } from './paths.js';
import { storeUpload } from './upload.js';

/** Storage's `UPLOAD_SIGNED_URL_EXPIRATION_TIME` default: signed upload URLs last 2 hours. */
export const signedUploadLifetimeSeconds = 2 * 60 * 60;

const prefix = '/storage/v1/object/upload/sign/';

/**
 * The claim that tells an upload token from a download one (storage-api signs both with one key
 * and checks `scope`), so a URL that lets someone read an object never lets them write it.
 */
export const uploadScope = 'upload';

/**
 * POST `/object/upload/sign/{bucket}/{path}` (`x-upsert: true` to allow replacing): checks,
 * as storage-api's `canUpload` does, that the caller could insert (or upsert) the object, by
 * writing its row in a transaction that is rolled back; then answers `{url, token}`, the token
 * carrying the owner and the upsert choice so the PUT needs no other credentials.
 */
export async function createSignedUploadUrl(ctx: ServerContext, c: Context): Promise<Response> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  const { bucket, key } = bucketAndKey(pathAfter(c.req.path, prefix));
  if (!(await findBucket(ctx, bucket))) throw storageErrors.noSuchBucket();
  const upsert = c.req.header('x-upsert') === 'true';
  const { owner, ownerUuid } = ownerOf(auth.claims.sub);
  await asUser(
    ctx,
    auth,
    { method: c.req.method, path: c.req.path },
    (tx) =>
      tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4, '{}')
         ${upsert ? 'on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id' : ''}`,
        [bucket, key, ownerUuid, owner],
      ),
    { rollback: true },
  );
  const url = `${bucket}/${key}`;
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt(ctx.jwtSecret, { owner: owner ?? undefined, url, upsert, scope: uploadScope, iat, exp: iat + signedUploadLifetimeSeconds });
  return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
}

/** PUT `/object/upload/sign/{bucket}/{path}?token=…`: the upload the token allows, as the storage service. */
export async function uploadToSignedUrl(ctx: ServerContext, c: Context): Promise<Response> {
  const { bucket, key } = bucketAndKey(pathAfter(c.req.path, prefix));
  const token = c.req.query('token');
  if (!token) throw storageErrors.missingProperty('querystring', 'token');
  const check = await verifyJwt(ctx.jwtSecret, token);
  if (!check.ok) throw storageErrors.invalidUploadToken(check.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  if (check.claims.url !== `${bucket}/${key}` || check.claims.scope !== uploadScope) throw storageErrors.signatureMismatch();
  await storeUpload(ctx, c, { bucketId: bucket, key, owner: ownerOf(check.claims.owner), upsert: check.claims.upsert === true }, null);
  return c.json({ Key: `${bucket}/${key}` }, 200);
}
