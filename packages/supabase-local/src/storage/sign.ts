import type { Context } from 'hono';
import type { ServerContext } from '../context.js';
import { signJwt, verifyJwt } from '../jwt.js';
import { asUser, storageCaller } from './caller.js';
import { storageErrors } from './errors.js';
import { bucketAndKey, pathAfter, validateKey } from './paths.js';
import { objectAsService, sendObject } from './read.js';

/**
 * The lifetime asked for. Hosted Storage takes any; here it is capped by
 * `[storage] signed_url_max_expiry` (one day by default), refused rather than shortened so a
 * caller never hands out a link that dies sooner than it believes.
 */
function expiresInOf(ctx: ServerContext, body: Record<string, unknown>): number {
  const expiresIn = Number(body.expiresIn);
  if (!Number.isInteger(expiresIn) || expiresIn < 1) throw storageErrors.invalidRequest('expiresIn must be a positive integer');
  const max = ctx.config.storage.signedUrlMaxExpiry;
  if (expiresIn > max) throw storageErrors.expiresInTooLong(max);
  return expiresIn;
}

async function signedUrl(ctx: ServerContext, bucket: string, key: string, expiresIn: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt(ctx.jwtSecret, { url: `${bucket}/${key}`, iat, exp: iat + expiresIn });
  return `/object/sign/${bucket}/${key}?token=${token}`;
}

/** Names among `keys` the caller may read (SELECT policies), as the caller. */
async function readableKeys(ctx: ServerContext, c: Context, bucket: string, keys: string[]): Promise<Set<string>> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  const rows = await asUser(
    ctx,
    auth,
    { method: c.req.method, path: c.req.path },
    async (tx) =>
      (
        await tx.query<{ name: string }>(
          `select name from storage.objects where bucket_id = $1 and name = any($2::text[])`,
          [bucket, keys],
        )
      ).rows,
    { readOnly: true },
  );
  return new Set(rows.map((r) => r.name));
}

/** POST `/object/sign/{bucket}/{path}` {expiresIn}: a URL anyone can GET until it expires. */
export async function signOne(ctx: ServerContext, c: Context, body: Record<string, unknown>): Promise<Response> {
  const { bucket, key } = bucketAndKey(pathAfter(c.req.path, '/storage/v1/object/sign/'));
  const expiresIn = expiresInOf(ctx, body);
  if (!(await readableKeys(ctx, c, bucket, [key])).has(key)) throw storageErrors.noSuchKey();
  return c.json({ signedURL: await signedUrl(ctx, bucket, key, expiresIn) });
}

/** POST `/object/sign/{bucket}` {expiresIn, paths}: one entry per path, with an error for unreadable ones. */
export async function signMany(ctx: ServerContext, c: Context, bucket: string, body: Record<string, unknown>): Promise<Response> {
  const expiresIn = expiresInOf(ctx, body);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string')) {
    throw storageErrors.invalidRequest('paths must be a non-empty array of object names');
  }
  const readable = await readableKeys(ctx, c, bucket, paths as string[]);
  const result = [];
  for (const path of paths as string[]) {
    result.push(
      readable.has(path)
        ? { error: null, path, signedURL: await signedUrl(ctx, bucket, validateKey(path), expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    );
  }
  return c.json(result);
}

/** GET `/object/sign/{bucket}/{path}?token=…`: no other credentials; the token names the object. */
export async function downloadSigned(ctx: ServerContext, c: Context): Promise<Response> {
  const { bucket, key } = bucketAndKey(pathAfter(c.req.path, '/storage/v1/object/sign/'));
  const token = c.req.query('token');
  if (!token) throw storageErrors.invalidSignature('querystring must have required property \'token\'');
  const check = await verifyJwt(ctx.jwtSecret, token);
  if (!check.ok) throw storageErrors.invalidSignature(check.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  // An upload token names its object too: it grants a write, never a read.
  if (check.claims.url !== `${bucket}/${key}` || check.claims.scope === 'upload') throw storageErrors.invalidSignature('Invalid signature');
  // A link signed for longer than the limit now allows (made before it was lowered) no longer opens.
  const { iat, exp } = check.claims;
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp - iat > ctx.config.storage.signedUrlMaxExpiry) {
    throw storageErrors.invalidSignature('Invalid signature');
  }
  return sendObject(ctx, c, await objectAsService(ctx, bucket, key), c.req.method === 'HEAD');
}
