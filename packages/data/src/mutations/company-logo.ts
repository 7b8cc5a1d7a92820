import type { GlobalHireClient } from '../client';
import { companyLogoRules } from '../constants/companies';
import { fail, type Result } from '../result';
import { updateProfile } from './profile';
import type { Profile } from '../queries/profile';

/** What the form says when a logo is refused (here, or by Storage's own checks). */
export const companyLogoRefusals = {
  wrongType: 'This file type is not accepted. Choose a PNG, JPEG, WebP or GIF image.',
  tooLarge: 'The image is too large. The maximum size is 2 MB.',
} as const;

const extensionOf: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Why a logo file is refused before uploading, or null when it may go. */
export function companyLogoProblem(file: { type: string; size: number }): string | null {
  if (!(companyLogoRules.accept as readonly string[]).includes(file.type))
    return companyLogoRefusals.wrongType;
  if (file.size > companyLogoRules.maxSizeBytes) return companyLogoRefusals.tooLarge;
  return null;
}

/**
 * `<company id>/logo-<timestamp>.<ext>`: the company's own folder (the bucket's policies and the
 * profile's check ask for it), and a new name each time, so a cached old logo never stands in.
 */
export function companyLogoPath(companyId: string, type: string, now: Date = new Date()): string {
  return `${companyId}/logo-${now.getTime()}.${extensionOf[type] ?? 'img'}`;
}

/** Storage answers 400 with the real status inside: a wrong type is 415, too large 413. */
function storageRefusal<T>(error: {
  message?: string;
  statusCode?: string | number;
  status?: number;
}): Result<T> {
  const status = Number(error.statusCode) || error.status || 400;
  if (status === 415)
    return fail({ message: companyLogoRefusals.wrongType, code: 'invalid_mime_type' }, 415);
  if (status === 413)
    return fail({ message: companyLogoRefusals.tooLarge, code: 'payload_too_large' }, 413);
  return fail({ message: error.message ?? 'The upload failed.', code: null }, status);
}

/**
 * Uploads a new company logo, makes it the profile's, then deletes the one it replaces. The
 * public company page and job pages show it at once.
 */
export async function uploadCompanyLogo(
  client: GlobalHireClient,
  companyId: string,
  file: File,
  previousPath: string | null,
  now?: Date,
): Promise<Result<Profile>> {
  const problem = companyLogoProblem(file);
  if (problem) return fail({ message: problem, code: 'invalid_file' }, 400);
  const path = companyLogoPath(companyId, file.type, now);
  const bucket = client.storage.from(companyLogoRules.bucket);
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false });
  if (error) return storageRefusal(error as { message?: string; statusCode?: string | number });
  const saved = await updateProfile(client, companyId, { logo_path: path });
  if (saved.error) {
    // The profile kept its old logo: the new file would be an orphan.
    await bucket.remove([path]);
    return saved;
  }
  if (previousPath && previousPath !== path) await bucket.remove([previousPath]);
  return saved;
}

/** Takes the logo off the profile, then deletes its file. */
export async function removeCompanyLogo(
  client: GlobalHireClient,
  companyId: string,
  path: string,
): Promise<Result<Profile>> {
  const saved = await updateProfile(client, companyId, { logo_path: null });
  if (saved.error) return saved;
  const { error } = await client.storage.from(companyLogoRules.bucket).remove([path]);
  return error ? fail(error) : saved;
}
