/**
 * Storage's errors: HTTP 400 for most, with the "real" status as a string in `statusCode`
 * (Storage's legacy rendering, which supabase-js reads).
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
    readonly code?: string,
    readonly httpStatus = 400,
  ) {
    super(message);
  }

  body(): Record<string, string> {
    return {
      statusCode: this.statusCode,
      ...(this.code ? { code: this.code } : {}),
      error: this.error,
      message: this.message,
    };
  }
}

export const storageErrors = {
  noSuchKey: () => new StorageError('404', 'not_found', 'Object not found', 'NoSuchKey'),
  noSuchBucket: () => new StorageError('404', 'Bucket not found', 'Bucket not found', 'NoSuchBucket'),
  duplicate: () => new StorageError('409', 'Duplicate', 'The resource already exists'),
  bucketExists: () => new StorageError('409', 'Duplicate', 'The resource already exists', 'BucketAlreadyExists'),
  accessDenied: () =>
    new StorageError('403', 'Unauthorized', 'new row violates row-level security policy', 'AccessDenied'),
  entityTooLarge: () =>
    new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size', 'EntityTooLarge'),
  invalidMimeType: (mimeType: string) =>
    new StorageError('415', 'invalid_mime_type', `mime type ${mimeType} is not supported`, 'InvalidMimeType'),
  /** A file whose leading bytes are not those of the type it was sent as. */
  contentMismatch: (mimeType: string) =>
    new StorageError('415', 'invalid_mime_type', `The file's content is not of its declared type ${mimeType}`, 'InvalidMimeType'),
  /** A signed URL asked to last longer than `[storage] signed_url_max_expiry` allows. */
  expiresInTooLong: (max: number) =>
    new StorageError('400', 'Bad Request', `expiresIn must be at most ${max} seconds`, 'InvalidRequest'),
  invalidKey: (key: string) => new StorageError('400', 'Invalid Input', `Invalid key: ${key}`, 'InvalidKey'),
  invalidRequest: (message: string) => new StorageError('400', 'Bad Request', message, 'InvalidRequest'),
  missingJwt: () =>
    new StorageError('400', 'Error', "headers must have required property 'authorization'", 'InvalidRequest'),
  invalidJwt: (message: string) => new StorageError('400', 'Unauthorized', message, 'InvalidJWT'),
  invalidSignature: (message: string) => new StorageError('400', 'InvalidJWT', message, 'InvalidSignature'),
  /** A signed upload token that fails verification (storage-api `ERRORS.InvalidJWT`). */
  invalidUploadToken: (message: string) => new StorageError('400', 'InvalidJWT', message, 'InvalidJWT'),
  /** A signed upload token issued for another object (storage-api `ERRORS.InvalidSignature`). */
  signatureMismatch: () => new StorageError('400', 'InvalidSignature', 'Invalid signature', 'InvalidSignature'),
  /** A body missing a required property, worded as Storage's schema validation words it. */
  missingProperty: (where: 'body' | 'querystring', name: string) =>
    new StorageError('400', 'Error', `${where} must have required property '${name}'`, 'InvalidRequest'),
  /** No route, as Storage's HTTP server (Fastify) answers it: a real 404. */
  routeNotFound: (method: string, path: string) =>
    new StorageError('404', 'Not Found', `Route ${method}:${path} not found`, undefined, 404),
  bucketNotEmpty: () =>
    new StorageError('409', 'Conflict', 'The bucket you tried to delete is not empty', 'InvalidRequest'),
};

/** Turns a Postgres error met while acting as the user into Storage's answer. */
export function storageErrorFromDb(error: unknown): StorageError | null {
  const code = (error as { code?: string } | null)?.code;
  if (typeof code !== 'string') return null;
  if (code === '42501') return storageErrors.accessDenied();
  if (code === '23505') return storageErrors.duplicate();
  if (code === '23503') return storageErrors.noSuchBucket();
  if (/^(22|23|P0|42)/.test(code)) {
    return storageErrors.invalidRequest((error as { message?: string }).message ?? 'Invalid request');
  }
  return null;
}
