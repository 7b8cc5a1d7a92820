/**
 * What a stored CV path tells a person: the file name they chose and when it was uploaded.
 * Paths are `<user id>/<milliseconds>-<file name>` (cvPathFor in @globalhire/data).
 */
export function cvFileFacts(path: string): { fileName: string; uploadedAt: Date | null } {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const match = /^(\d{10,})-(.+)$/.exec(base);
  if (!match) return { fileName: base, uploadedAt: null };
  const uploadedAt = new Date(Number(match[1]));
  return {
    fileName: match[2]!,
    uploadedAt: Number.isNaN(uploadedAt.getTime()) ? null : uploadedAt,
  };
}
