import Papa from 'papaparse';
import type { GlobalHireClient } from '../../client';
import { fail, ok, type Result } from '../../result';
import type { SponsorRegisterImport } from '../../queries/sponsor-register';
import {
  SponsorRegisterBatches,
  sponsorRegisterColumns,
  sponsorRegisterEntry,
  sponsorRegisterMessages as m,
  type SponsorRegisterColumns,
  type SponsorRegisterEntry,
} from '../../visa/sponsorRegisterCsv';

// An admin imports the UK Register of Licensed Sponsors: the file is read as a stream (never
// whole in memory), its rows staged in uploads that each fit one request, then matched by the
// database. Nothing changes for any employer until the admin confirms the matches.

/** A register file: a File in the browser, a readable stream in Node (scripts, benches). */
export type SponsorRegisterSource = Blob | NodeJS.ReadableStream;

export interface SponsorRegisterProgress {
  /** Rows read so far. */
  rows: number;
  /** How far through the file, 0 to 1, when its size is known. */
  fraction: number | null;
}

export interface ImportSponsorRegisterOptions {
  fileName: string;
  /** The file's size in bytes, for `fraction` (a Blob's own size is used when not given). */
  size?: number;
  onProgress?: (progress: SponsorRegisterProgress) => void;
  signal?: AbortSignal;
}

/** The largest upload: well under the API's 1 MiB request body limit. */
const UPLOAD_BYTES = 768 * 1024;
/** How much of the file is parsed at a time in the browser. */
const CHUNK_CHARS = 1024 * 1024;

const isNotAllowed = (error: { code?: string | null } | null) =>
  error?.code === '42501' || error?.code === 'PGRST301';

/** Reads the register file into a new import, then finishes it; returns the finished import. */
export async function importSponsorRegister(
  client: GlobalHireClient,
  source: SponsorRegisterSource,
  options: ImportSponsorRegisterOptions,
): Promise<Result<SponsorRegisterImport>> {
  const started = await client
    .from('sponsor_register_imports')
    .insert({ file_name: options.fileName.slice(0, 255) || 'register.csv' })
    .select('id')
    .single();
  if (started.error)
    return fail(isNotAllowed(started.error) ? { message: m.notAllowed } : started.error);
  const importId = started.data.id;

  const upload = async (entries: SponsorRegisterEntry[]) => {
    const { error } = await client
      .from('sponsor_register_entries')
      .insert(entries.map((entry) => ({ import_id: importId, ...entry })));
    if (error) throw error;
  };

  try {
    const rows = await streamRegister(source, options, upload);
    if (rows === 0) throw new Error(m.empty);
  } catch (error) {
    await client.rpc('discard_sponsor_register_import', { import_id: importId });
    return fail(error);
  }

  const finished = await client
    .rpc('finish_sponsor_register_import', { import_id: importId })
    .single();
  if (finished.error) return fail(finished.error);
  return ok(finished.data as SponsorRegisterImport);
}

/** Parses the file chunk by chunk, pausing the parser while each full upload is sent. */
function streamRegister(
  source: SponsorRegisterSource,
  options: ImportSponsorRegisterOptions,
  upload: (entries: SponsorRegisterEntry[]) => Promise<void>,
): Promise<number> {
  const size = options.size ?? (source instanceof Blob ? source.size : null);
  const batches = new SponsorRegisterBatches(UPLOAD_BYTES);
  let columns: SponsorRegisterColumns | null = null;
  let rows = 0;

  return new Promise((resolve, reject) => {
    let settled = false;
    const stop = (parser: Papa.Parser | null, error: unknown) => {
      if (settled) return;
      settled = true;
      parser?.abort();
      reject(
        error instanceof Error || (error && typeof error === 'object')
          ? error
          : new Error(m.unreadable),
      );
    };
    const onAbort = () => stop(null, new Error(m.cancelled));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    Papa.parse<string[]>(source as Papa.LocalFile, {
      skipEmptyLines: 'greedy',
      chunkSize: CHUNK_CHARS,
      chunk(results, parser) {
        if (settled) return parser.abort();
        const full: SponsorRegisterEntry[][] = [];
        for (const row of results.data) {
          if (!columns) {
            const found = sponsorRegisterColumns(row);
            if (!found.columns) return stop(parser, new Error(m.notTheRegister(found.missing)));
            columns = found.columns;
            continue;
          }
          const entry = sponsorRegisterEntry(row, columns);
          if (!entry) continue;
          rows += 1;
          const closed = batches.add(entry);
          if (closed) full.push(closed);
        }
        const cursor = results.meta.cursor;
        options.onProgress?.({ rows, fraction: size ? Math.min(1, cursor / size) : null });
        if (full.length === 0) return;
        parser.pause();
        full
          .reduce((sent, entries) => sent.then(() => upload(entries)), Promise.resolve())
          .then(
            () => !settled && parser.resume(),
            (error: unknown) => stop(parser, error),
          );
      },
      complete() {
        if (settled) return;
        const rest = batches.take();
        (rest.length > 0 ? upload(rest) : Promise.resolve()).then(
          () => {
            settled = true;
            options.signal?.removeEventListener('abort', onAbort);
            options.onProgress?.({ rows, fraction: size ? 1 : null });
            resolve(rows);
          },
          (error: unknown) => stop(null, error),
        );
      },
      error() {
        stop(null, new Error(m.unreadable));
      },
    });
  });
}

/** Applies the ticked matches of a finished import; returns how many licences changed. */
export async function confirmSponsorRegisterMatches(
  client: GlobalHireClient,
  importId: number,
  employerIds: readonly string[],
): Promise<Result<number>> {
  const { data, error } = await client.rpc('confirm_sponsor_register_matches', {
    import_id: importId,
    employer_ids: [...employerIds],
  });
  if (error) return fail(isNotAllowed(error) ? { message: m.notAllowed } : error);
  return ok(data);
}

/** Drops a finished import without changing any licence. */
export async function discardSponsorRegisterImport(
  client: GlobalHireClient,
  importId: number,
): Promise<Result<null>> {
  const { error } = await client.rpc('discard_sponsor_register_import', { import_id: importId });
  if (error) return fail(isNotAllowed(error) ? { message: m.notAllowed } : error);
  return ok(null);
}
