import type { GlobalHireClient } from '../client';
import { clientConfig, publicObjectUrl } from '../clientConfig';

/** Buckets whose files anyone may read (storage policy "Anyone can read public images"). */
export const publicImageBuckets = ['article-images', 'logos', 'avatars'] as const;
export type PublicImageBucket = (typeof publicImageBuckets)[number];

/**
 * The address of an image in a public bucket (an article cover, a company logo), or null when
 * the row has none. The URL is built locally; the browser fetches the file itself.
 */
export function publicImageUrl(
  client: GlobalHireClient,
  bucket: PublicImageBucket,
  path: string | null | undefined,
): string | null {
  if (!path) return null;
  const config = clientConfig(client);
  if (config) return publicObjectUrl(config, bucket, path);
  return client.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}
