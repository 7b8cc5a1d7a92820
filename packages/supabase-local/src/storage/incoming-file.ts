import { BodyTooLarge, readBody } from '../http/body.js';
import { storageErrors } from './errors.js';

export interface IncomingFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Room for multipart boundaries and fields around the file itself. */
const multipartOverhead = 64 * 1024;

export function parseUserMetadata(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest('Invalid metadata: expected a JSON object');
  }
}

/** The file from a multipart form (part named "" as supabase-js sends it) or a raw body. */
export async function readIncomingFile(request: Request, limit: number): Promise<IncomingFile> {
  const contentType = request.headers.get('content-type') ?? 'application/octet-stream';
  const isMultipart = contentType.toLowerCase().startsWith('multipart/form-data');
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBody(request, isMultipart ? limit + multipartOverhead : limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw storageErrors.entityTooLarge();
    throw error;
  }
  if (!isMultipart) {
    const header = request.headers.get('x-metadata');
    return {
      bytes: body,
      contentType,
      cacheControl: request.headers.get('cache-control') ?? 'no-cache',
      userMetadata: header ? parseUserMetadata(Buffer.from(header, 'base64').toString('utf8')) : null,
    };
  }
  let form: FormData;
  try {
    form = await new Request('http://storage.local/upload', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    throw storageErrors.invalidRequest('The multipart body could not be parsed');
  }
  let file: File | null = null;
  form.forEach((value) => {
    if (file === null && typeof value !== 'string') file = value;
  });
  if (file === null) throw storageErrors.invalidRequest('No file was found in the multipart body');
  const part = file as File;
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    bytes: new Uint8Array(await part.arrayBuffer()),
    contentType: part.type || 'application/octet-stream',
    cacheControl: typeof cacheControl === 'string' && cacheControl !== '' ? `max-age=${cacheControl}` : 'no-cache',
    userMetadata: parseUserMetadata(typeof metadata === 'string' ? metadata : null),
  };
}
