import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { GlobalHireClient } from '../client';
import type { Json } from '../database.types';
import { fail, ok, type Result } from '../result';
import type { Invoice } from '../service/types';

/** A file the user keeps in Storage, as export_my_data() lists it. */
export interface MyFile {
  bucket: string;
  path: string;
  size: number | null;
  content_type: string | null;
  created_at: string;
}

/** What export_my_data() returns: every row about the signed-in user, and their files. */
export interface MyData {
  exported_at: string;
  account: { id: string; email: string | null } & Record<string, Json>;
  profile: Record<string, Json> | null;
  applications: Record<string, Json>[];
  files: MyFile[];
  [section: string]: Json | MyFile[] | undefined;
}

export interface MyDataArchive {
  /** The zip: `my-data.json` plus `files/<bucket>/<name>` for each file. */
  bytes: Uint8Array;
  fileName: string;
  /** Files listed but not downloaded (removed meanwhile), named in `my-data.json` too. */
  missing: string[];
}

/** The name of the JSON document inside the archive. */
export const MY_DATA_JSON = 'my-data.json';

/**
 * Everything the platform holds about the signed-in user as one zip, built in the browser: the
 * JSON from export_my_data() (scoped to auth.uid() in the database), each of their files and a PDF
 * of each invoice,
 * downloaded through Storage under their own RLS. A zip rather than JSON with signed links: one
 * download that keeps working offline, with no links that expire an hour later.
 */
export async function downloadMyData(
  client: GlobalHireClient,
  now: Date = new Date(),
): Promise<Result<MyDataArchive>> {
  const { data, error, status } = await client.rpc('export_my_data');
  if (error) return fail(error, status);
  const exported = data as unknown as MyData;
  const entries: Zippable = {};
  const missing: string[] = [];
  for (const file of exported.files ?? []) {
    const downloaded = await client.storage.from(file.bucket).download(file.path);
    if (downloaded.error) {
      const notFound = /not.?found/i.test(downloaded.error.message);
      if (!notFound) return fail(downloaded.error);
      missing.push(`${file.bucket}/${file.path}`);
      continue;
    }
    const name = file.path.split('/').slice(1).join('/');
    entries[`files/${file.bucket}/${name}`] = new Uint8Array(await downloaded.data.arrayBuffer());
  }
  // Each invoice also as the PDF the candidate downloads from their service page.
  const invoices = (Array.isArray(exported.invoices) ? exported.invoices : []) as unknown as Invoice[];
  if (invoices.length > 0) {
    const [{ invoicePdf }, billing] = await Promise.all([
      import('../service/invoicePdf'),
      client.from('billing_details').select('*').maybeSingle(),
    ]);
    for (const invoice of invoices) {
      entries[`invoices/${invoice.number}.pdf`] = await invoicePdf(invoice, billing.data ?? null);
    }
  }
  const document = missing.length ? { ...exported, files_not_found: missing } : exported;
  entries[MY_DATA_JSON] = strToU8(JSON.stringify(document, null, 2));
  const day = now.toISOString().slice(0, 10);
  return ok({
    bytes: zipSync(entries, { level: 6 }),
    fileName: `globalhire-my-data-${day}.zip`,
    missing,
  });
}

/** Reads an archive made by downloadMyData(): the JSON document and the names of the files. */
export function readMyDataArchive(bytes: Uint8Array): {
  data: MyData;
  files: Record<string, Uint8Array>;
} {
  const entries = unzipSync(bytes);
  const json = entries[MY_DATA_JSON];
  if (!json) throw new Error(`The archive holds no ${MY_DATA_JSON}.`);
  const files = Object.fromEntries(
    Object.entries(entries).filter(([name]) => name !== MY_DATA_JSON),
  );
  return { data: JSON.parse(strFromU8(json)) as MyData, files };
}
