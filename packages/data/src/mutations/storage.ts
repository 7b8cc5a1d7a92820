import type { GlobalHireClient } from '../client';
import { clientConfig } from '../clientConfig';
import { fail, ok, type Result } from '../result';

/** The CV bucket's rules, mirrored from the bucket so the form can explain them before uploading. */
export const cvUploadRules = {
  bucket: 'cvs',
  maxSizeBytes: 5 * 1024 * 1024,
  accept: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  extensions: ['.pdf', '.doc', '.docx'],
} as const;

/** What the form says when Storage refuses a CV. */
export const cvUploadRefusals = {
  wrongType: 'This file is not a PDF or Word document. Please choose a PDF, DOC or DOCX file.',
  tooLarge: 'The file is too large. The maximum size is 5 MB.',
} as const;

interface StorageRefusal {
  message?: string;
  error?: string;
  code?: string;
  /** Storage answers HTTP 400 and puts the real status here ('415', '413'…). */
  statusCode?: string | number;
}

/** A Storage refusal with its real status, worded for the two a candidate can fix. */
function cvUploadFailure<T>(refusal: StorageRefusal, httpStatus: number | null): Result<T> {
  const status = Number(refusal.statusCode) || httpStatus;
  const code = refusal.code ?? null;
  if (status === 415) return fail({ message: cvUploadRefusals.wrongType, code }, 415);
  if (status === 413) return fail({ message: cvUploadRefusals.tooLarge, code }, 413);
  return fail({ message: refusal.message ?? refusal.error ?? 'The upload failed.', code }, status);
}

export interface UploadedFile {
  path: string;
}

/** `<user id>/<timestamp>-<safe file name>`: the first folder is the owner, as the bucket's RLS requires. */
export function cvPathFor(userId: string, fileName: string, now: Date = new Date()): string {
  const safe = fileName.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/-+/g, '-').slice(-100);
  return `${userId}/${now.getTime()}-${safe}`;
}

function uploadWithProgress(
  url: string,
  headers: Record<string, string>,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.send(file);
  });
}

/**
 * Uploads a CV into the private `cvs` bucket. In a browser it reports progress (0..1) through
 * XMLHttpRequest, which fetch cannot do; elsewhere it uses supabase-js and reports 0 then 1.
 */
export async function uploadCv(
  client: GlobalHireClient,
  userId: string,
  file: File,
  options: { onProgress?: (fraction: number) => void; now?: Date } = {},
): Promise<Result<UploadedFile>> {
  const path = cvPathFor(userId, file.name, options.now);
  const onProgress = options.onProgress ?? (() => undefined);
  const config = clientConfig(client);
  onProgress(0);
  if (typeof XMLHttpRequest !== 'undefined' && config) {
    const { data } = await client.auth.getSession();
    const token = data.session?.access_token ?? config.anonKey;
    try {
      const response = await uploadWithProgress(
        `${config.url}/storage/v1/object/${cvUploadRules.bucket}/${path}`,
        { apikey: config.anonKey, authorization: `Bearer ${token}`, 'content-type': file.type || 'application/octet-stream', 'x-upsert': 'false' },
        file,
        onProgress,
      );
      if (response.status >= 400) {
        let body: StorageRefusal = {};
        try {
          body = JSON.parse(response.body || '{}') as StorageRefusal;
        } catch {
          // A proxy's HTML error page: the status alone tells what happened.
        }
        return cvUploadFailure(body, response.status);
      }
    } catch (error) {
      return fail(error);
    }
  } else {
    const { error } = await client.storage.from(cvUploadRules.bucket).upload(path, file, { contentType: file.type });
    if (error) return cvUploadFailure(error as StorageRefusal, (error as { status?: number }).status ?? null);
  }
  onProgress(1);
  return ok({ path });
}

/** A short-lived link to a CV the caller may read (its owner, an employer it applied to, an admin). */
export async function getCvDownloadUrl(client: GlobalHireClient, path: string, expiresInSeconds = 300): Promise<Result<string>> {
  const { data, error } = await client.storage.from(cvUploadRules.bucket).createSignedUrl(path, expiresInSeconds);
  return error ? fail(error) : ok(data.signedUrl);
}
