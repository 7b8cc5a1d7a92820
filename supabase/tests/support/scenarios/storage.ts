import type { SupabaseClient } from '@globalhire/supabase-local/testing';
import { scenario, type Outcome } from '../attempts.js';
import { seedUsers } from '../personas.js';

const candidate = seedUsers.candidate.id;
const employer = seedUsers.employer.id;

export const pdf = (text: string) => new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: 'application/pdf' });
// The 8-byte PNG signature followed by the text, enough for a MIME-checked upload.
export const png = (text: string) =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), text], { type: 'image/png' });

interface StorageErrorLike {
  message: string;
  status?: number;
  statusCode?: string;
}

export function refusal(error: StorageErrorLike | null) {
  if (!error) return null;
  return { code: `storage-${error.status ?? error.statusCode ?? 'error'}`, message: error.message };
}

async function contentOf(service: SupabaseClient, bucket: string, path: string): Promise<string | null> {
  const { data, error } = await service.storage.from(bucket).download(path);
  return error || !data ? null : await data.text();
}

export async function put(service: SupabaseClient, bucket: string, path: string, body: Blob): Promise<void> {
  const { error } = await service.storage.from(bucket).upload(path, body, { contentType: body.type, upsert: true });
  if (error) throw new Error(`Fixture upload of ${bucket}/${path} failed: ${error.message}`);
}

export async function uploaded(
  client: SupabaseClient,
  service: SupabaseClient,
  bucket: string,
  path: string,
  body: Blob,
  marker: string,
): Promise<Outcome> {
  const { error } = await client.storage.from(bucket).upload(path, body, { contentType: body.type });
  return { took: (await contentOf(service, bucket, path))?.includes(marker) ?? false, refusal: refusal(error) };
}

// ---------------------------------------------------------------------------------------------
// cvs: private, first folder = owner; employers read their applicants' CVs
// ---------------------------------------------------------------------------------------------
scenario('storage.objects', 'select', "downloading the candidate's CV", async ({ client, service, tag }) => {
  const path = `${candidate}/cv-${tag}.pdf`;
  await put(service, 'cvs', path, pdf(tag));
  const { data, error } = await client.storage.from('cvs').download(path);
  return { took: !error && (await data?.text())?.includes(tag) === true, refusal: refusal(error) };
});

scenario('storage.objects', 'select', "downloading the candidate's visa document", async ({ client, service, tag }) => {
  const path = `${candidate}/visa-${tag}.pdf`;
  await put(service, 'visa-documents', path, pdf(tag));
  const { data, error } = await client.storage.from('visa-documents').download(path);
  return { took: !error && (await data?.text())?.includes(tag) === true, refusal: refusal(error) };
});

scenario('storage.objects', 'insert', "uploading into the candidate's CV folder", ({ client, service, tag }) =>
  uploaded(client, service, 'cvs', `${candidate}/upload-${tag}.pdf`, pdf(tag), tag),
);

scenario('storage.objects', 'insert', "uploading a CV into one's own folder", ({ client, userId, service, tag }) =>
  uploaded(client, service, 'cvs', `${userId ?? 'anonymous'}/own-${tag}.pdf`, pdf(tag), tag),
);

scenario('storage.objects', 'update', "replacing the candidate's CV", async ({ client, service, tag }) => {
  const path = `${candidate}/replace-${tag}.pdf`;
  await put(service, 'cvs', path, pdf('original'));
  const { error } = await client.storage.from('cvs').update(path, pdf(`replaced ${tag}`), { contentType: 'application/pdf' });
  return { took: (await contentOf(service, 'cvs', path))?.includes(`replaced ${tag}`) ?? false, refusal: refusal(error) };
});

scenario('storage.objects', 'delete', "removing the candidate's CV", async ({ client, service, tag }) => {
  const path = `${candidate}/remove-${tag}.pdf`;
  await put(service, 'cvs', path, pdf(tag));
  const { error } = await client.storage.from('cvs').remove([path]);
  return { took: (await contentOf(service, 'cvs', path)) === null, refusal: refusal(error) };
});

// ---------------------------------------------------------------------------------------------
// logos: public read, the owner (first folder) and admins write
// ---------------------------------------------------------------------------------------------
scenario('storage.objects', 'select', "downloading the employer's logo", async ({ client, service, tag }) => {
  const path = `${employer}/logo-${tag}.png`;
  await put(service, 'logos', path, png(tag));
  const { data, error } = await client.storage.from('logos').download(path);
  return { took: !error && (await data?.text())?.includes(tag) === true, refusal: refusal(error) };
});

scenario('storage.objects', 'insert', "uploading into the employer's logo folder", ({ client, service, tag }) =>
  uploaded(client, service, 'logos', `${employer}/upload-${tag}.png`, png(tag), tag),
);

scenario('storage.objects', 'update', "replacing the employer's logo", async ({ client, service, tag }) => {
  const path = `${employer}/replace-${tag}.png`;
  await put(service, 'logos', path, png('original'));
  const { error } = await client.storage.from('logos').update(path, png(`replaced ${tag}`), { contentType: 'image/png' });
  return { took: (await contentOf(service, 'logos', path))?.includes(`replaced ${tag}`) ?? false, refusal: refusal(error) };
});

scenario('storage.objects', 'delete', "removing the employer's logo", async ({ client, service, tag }) => {
  const path = `${employer}/remove-${tag}.png`;
  await put(service, 'logos', path, png(tag));
  const { error } = await client.storage.from('logos').remove([path]);
  return { took: (await contentOf(service, 'logos', path)) === null, refusal: refusal(error) };
});
