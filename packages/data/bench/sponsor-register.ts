/**
 * `pnpm bench:register`: an admin imports a 100,000-row UK Register of Licensed Sponsors CSV the
 * way the admin screen does it: @globalhire/data's importSponsorRegister reads the file as a
 * stream and uploads its rows through supabase-js to supabase-local (admin session with a second
 * factor, real RLS); then the database proposes the matches. Prints each step's time and the
 * ratio to the 30 s budget; never fails on them. BENCH_REGISTER_ROWS changes the size.
 */
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startSupabaseLocal } from '@globalhire/supabase-local';
import { enrolTotp } from '@globalhire/supabase-local/testing';
import { createSupabaseClient } from '../src/client';
import { importSponsorRegister } from '../src/mutations/visa-catalogue/sponsor-register';
import { getSponsorRegisterProposals } from '../src/queries/sponsor-register';

const ROWS = Number(process.env.BENCH_REGISTER_ROWS ?? 100_000);
const BUDGET_SECONDS = 30;

const towns = [
  'London',
  'Manchester',
  'Birmingham',
  'Leeds',
  'Glasgow',
  'Edinburgh',
  'Bristol',
  'Cardiff',
  'Belfast',
  'Sheffield',
];
const routes = [
  'Skilled Worker',
  'Global Business Mobility: Senior or Specialist Worker',
  'Scale-up',
  'Creative Worker',
  'Charity Worker',
];
const forms = ['Ltd', 'Limited', 'PLC', 'LLP', '& Co Ltd', '(UK) Limited'];
const seeded = [
  ['CALEDONIA LIFE SCIENCES LIMITED', 'Edinburgh'],
  ['Midlands Talent Partners Ltd', 'Birmingham'],
  ['Pennine Manufacturing Ltd', 'Manchester'],
  ['Kingsbridge Bank PLC', 'London'],
];

/** A register as GOV.UK publishes it: one row per route, names with commas and quotes. */
function writeRegister(path: string): void {
  const lines = ['"Organisation Name","Town/City","County","Type & Rating","Route"'];
  for (const [name, town] of seeded)
    lines.push(`"${name}","${town}","","Worker (A rating)","Skilled Worker"`);
  for (let org = 0; lines.length <= ROWS; org += 1) {
    const name = `${org % 7 === 0 ? 'The ' : ''}Organisation ${org}, "Holdings" ${forms[org % forms.length]}`;
    const town = towns[org % towns.length];
    const rating = org % 11 === 0 ? 'Worker (B rating)' : 'Worker (A rating)';
    for (let r = 0; r <= org % 3 && lines.length <= ROWS; r += 1)
      lines.push(
        `"${name.replace(/"/g, '""')}","${town}","","${rating}","${routes[(org + r) % routes.length]}"`,
      );
  }
  writeFileSync(path, `${lines.join('\r\n')}\r\n`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'globalhire-register-'));
  const file = join(dir, 'Worker_and_Temporary_Worker.csv');
  const server = await startSupabaseLocal({
    port: 0,
    host: '127.0.0.1',
    inMemory: true,
    quiet: true,
  });
  try {
    writeRegister(file);
    const size = statSync(file).size;
    console.log(
      `register file: ${ROWS.toLocaleString('en')} rows, ${(size / 1024 / 1024).toFixed(1)} MiB`,
    );

    const client = createSupabaseClient(
      { url: server.url, anonKey: server.anonKey },
      {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
      },
    );
    const signedIn = await client.auth.signInWithPassword({
      email: 'admin@globalhire.local',
      password: 'globalhire-demo',
    });
    if (signedIn.error) throw signedIn.error;
    await enrolTotp(client);

    const startedAt = performance.now();
    const imported = await importSponsorRegister(client, createReadStream(file), {
      fileName: 'Worker_and_Temporary_Worker.csv',
      size,
    });
    const importedAt = performance.now();
    if (imported.error) throw new Error(imported.error.message);
    const proposals = await getSponsorRegisterProposals(client, imported.data.id);
    const matchedAt = performance.now();
    if (proposals.error) throw new Error(proposals.error.message);

    const total = matchedAt - startedAt;
    const rate = imported.data.row_count / ((importedAt - startedAt) / 1000);
    console.log(
      `read, uploaded and staged: ${imported.data.row_count.toLocaleString('en')} rows in ${seconds(importedAt - startedAt)} (${Math.round(rate).toLocaleString('en')} rows/s)`,
    );
    console.log(
      `matched against employers: ${proposals.data.length} proposals in ${seconds(matchedAt - importedAt)}`,
    );
    console.log(
      `whole import: ${seconds(total)}, ${(total / 1000 / BUDGET_SECONDS).toFixed(2)}× the ${BUDGET_SECONDS} s budget`,
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
