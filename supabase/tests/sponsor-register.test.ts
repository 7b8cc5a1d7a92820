import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalHireClient } from '../../packages/data/src/client.js';
import {
  confirmSponsorRegisterMatches,
  importSponsorRegister,
} from '../../packages/data/src/mutations/visa-catalogue/sponsor-register.js';
import { getSponsorRegisterProposals } from '../../packages/data/src/queries/sponsor-register.js';
import { entriesFor } from './support/audit-log.js';
import { mark, newSince } from './support/notification-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// The UK Register of Licensed Sponsors, imported by an admin through the data layer as the admin
// screen does: read as a stream, matched by organisation name and town, confirmed by the admin.

const caledonia = '00000000-0000-4000-8000-0000ca7a0012'; // verified: Skilled Worker
const midlands = '00000000-0000-4000-8000-0000ca7a0014'; // claimed
const pennine = '00000000-0000-4000-8000-0000ca7a0010'; // verified, Manchester
const thames = seedUsers.rejectedJobEmployer.id; // verified, London
const maple = seedUsers.employer.id; // Maple Tech Solutions, Toronto: no UK licence

const header = 'Organisation Name,Town/City,County,Type & Rating,Route\n';
/** The register's rows as GOV.UK writes them, with other organisations around them. */
const register = [
  header,
  '"CALEDONIA LIFE SCIENCES LIMITED",Edinburgh,,Worker (A rating),Skilled Worker\n',
  '"CALEDONIA LIFE SCIENCES LIMITED",Edinburgh,,Worker (A rating),"Global Business Mobility: Senior or Specialist Worker"\n',
  '"Midlands Talent Partners Ltd","BIRMINGHAM","West Midlands",Worker (A rating),Skilled Worker\n',
  '"Pennine Manufacturing Ltd",Leeds,West Yorkshire,Worker (A rating),Skilled Worker\n',
  '"The Maple Tech Solutions Ltd.",Toronto,,Worker (B rating),Skilled Worker\n',
  ...Array.from(
    { length: 3000 },
    (_, i) =>
      `"Another Firm ${i} & Co, ""Trading"" Ltd",Town ${i % 40},,Worker (A rating),Skilled Worker\n`,
  ),
];

/** The file split into chunks that cut rows (and quoted fields) in two, as a stream delivers them. */
const streamOf = (text: string, size = 4096) =>
  Readable.from(text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []);

let server: TestServer;
let admin: SupabaseClient;
let employer: SupabaseClient;
const service = () => server.serviceClient();
const data = (client: SupabaseClient) => client as unknown as GlobalHireClient;

async function ukLicence(employerId: string) {
  const { data: row, error } = await service()
    .from('employer_licences')
    .select('id, status, routes, admin_note, verified_by')
    .eq('employer_id', employerId)
    .eq('kind', 'uk_licensed_sponsor')
    .maybeSingle();
  if (error) throw new Error(error.message);
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, seedUsers.admin.email);
  employer = await signIn(server, seedUsers.employer.email);
});

afterAll(async () => {
  await server?.stop();
});

describe('importing the register', () => {
  let importId: number;

  it('reads every row of the stream into one import, whatever the chunks', async () => {
    const fractions: number[] = [];
    const text = register.join('');
    const imported = await importSponsorRegister(data(admin), streamOf(text), {
      fileName: 'Worker_and_Temporary_Worker.csv',
      size: text.length,
      onProgress: ({ fraction }) => fraction !== null && fractions.push(fraction),
    });
    expect(imported.error).toBeNull();
    expect(imported.data).toMatchObject({ status: 'ready', row_count: register.length - 1 });
    expect(fractions.at(-1)).toBe(1);
    importId = imported.data!.id;

    const { data: stored } = await service()
      .from('sponsor_register_entries')
      .select('organisation_name, town, county')
      .eq('import_id', importId)
      .eq('organisation_name', 'Another Firm 7 & Co, "Trading" Ltd');
    expect(stored).toEqual([
      { organisation_name: 'Another Firm 7 & Co, "Trading" Ltd', town: 'Town 7', county: null },
    ]);
  });

  it('proposes a change for each employer matched by name and town, and lists verified licences it lacks', async () => {
    const proposals = await getSponsorRegisterProposals(data(admin), importId);
    expect(proposals.error).toBeNull();
    const byEmployer = new Map(proposals.data!.map((p) => [p.employer_id, p]));
    expect(byEmployer.get(caledonia)).toMatchObject({
      outcome: 'update_routes',
      organisation_name: 'CALEDONIA LIFE SCIENCES LIMITED',
      routes: ['Global Business Mobility: Senior or Specialist Worker', 'Skilled Worker'],
      licence_routes: ['Skilled Worker'],
    });
    expect(byEmployer.get(midlands)).toMatchObject({
      outcome: 'verify',
      town: 'BIRMINGHAM',
      licence_status: 'claimed',
    });
    expect(byEmployer.get(pennine)).toMatchObject({
      outcome: 'town_differs',
      town: 'Leeds',
      city: 'Manchester',
    });
    expect(byEmployer.get(maple)).toMatchObject({
      outcome: 'add',
      ratings: ['Worker (B rating)'],
      licence_status: null,
    });
    expect(byEmployer.get(thames)).toMatchObject({
      outcome: 'not_on_register',
      licence_status: 'verified',
    });
  });

  it('changes nothing for anyone until the admin confirms, then exactly the ticked licences, audited', async () => {
    expect(await ukLicence(midlands)).toMatchObject({ status: 'claimed' });
    expect(await ukLicence(maple)).toBeNull();

    // Pennine's town differs and the admin leaves it unticked; Thames is not on the register.
    const since = await mark(server);
    const confirmed = await confirmSponsorRegisterMatches(data(admin), importId, [
      caledonia,
      midlands,
      maple,
    ]);
    expect(confirmed).toEqual({ data: 3, error: null });

    // Each employer whose licence changed hears of it, in the app and by email.
    const { notices, emails } = await newSince(server, since);
    const titlesFor = (id: string) =>
      notices.filter((notice) => notice.user_id === id).map((notice) => notice.title);
    expect(titlesFor(midlands)).toEqual(['Licence verified']);
    expect(titlesFor(maple)).toEqual(['Licence verified']);
    expect(notices.find((notice) => notice.user_id === caledonia)).toMatchObject({
      title: 'Licence routes updated',
      body: expect.stringContaining(
        'It now covers: Global Business Mobility: Senior or Specialist Worker, Skilled Worker.',
      ),
    });
    expect(notices.map((notice) => notice.user_id).sort()).toEqual(
      [caledonia, maple, midlands].sort(),
    );
    expect(emails.map((email) => email.kind)).toEqual([
      'licence_status',
      'licence_status',
      'licence_status',
    ]);

    expect(await ukLicence(caledonia)).toMatchObject({
      status: 'verified',
      routes: ['Global Business Mobility: Senior or Specialist Worker', 'Skilled Worker'],
    });
    const midlandsLicence = await ukLicence(midlands);
    expect(midlandsLicence).toMatchObject({ status: 'verified', verified_by: seedUsers.admin.id });
    expect(midlandsLicence!.admin_note).toMatch(
      /^On the Register of licensed sponsors \(Worker_and_Temporary_Worker\.csv, imported \d{2} \w{3} \d{4}\) as Midlands Talent Partners Ltd, rated Worker \(A rating\)\.$/,
    );
    expect(await ukLicence(maple)).toMatchObject({
      status: 'verified',
      routes: ['Skilled Worker'],
    });
    expect(await ukLicence(pennine)).toMatchObject({
      status: 'verified',
      routes: ['Skilled Worker'],
    });
    expect(await ukLicence(thames)).toMatchObject({ status: 'verified' });

    const audit = await entriesFor(service(), 'employer_licences', midlandsLicence!.id);
    expect(audit.at(-1)).toMatchObject({
      actor_id: seedUsers.admin.id,
      after: { status: 'verified' },
    });
  });

  it('cannot be confirmed twice, nor take rows once finished', async () => {
    const again = await confirmSponsorRegisterMatches(data(admin), importId, [pennine]);
    expect(again.error?.message).toMatch(/cannot be confirmed/);
    expect(await ukLicence(pennine)).toMatchObject({
      routes: ['Skilled Worker'],
      status: 'verified',
    });

    const late = await admin.from('sponsor_register_entries').insert({
      import_id: importId,
      organisation_name: 'Pennine Manufacturing',
      town: 'Manchester',
    });
    expect(late.error?.message).toMatch(/no longer taking rows/);
  });
});

describe('refusals', () => {
  it('refuses a file that is not the register, and keeps no rows of it', async () => {
    const before = await service()
      .from('sponsor_register_entries')
      .select('id', { count: 'exact', head: true });
    const imported = await importSponsorRegister(
      data(admin),
      streamOf('Name,City,Licence\nAcme,Leeds,123\n'),
      { fileName: 'contacts.csv' },
    );
    expect(imported.error?.message).toBe(
      'This file is not the Register of Licensed Sponsors: it has no "Organisation Name" column. Download the CSV from GOV.UK and upload it as it is.',
    );
    const after = await service()
      .from('sponsor_register_entries')
      .select('id', { count: 'exact', head: true });
    expect(after.count).toBe(before.count);
    const { data: latest } = await service()
      .from('sponsor_register_imports')
      .select('status')
      .eq('file_name', 'contacts.csv')
      .single();
    expect(latest).toEqual({ status: 'discarded' });
  });

  it('keeps the register and its matches to admins', async () => {
    const imported = await importSponsorRegister(data(employer), streamOf(register.join('')), {
      fileName: 'register.csv',
    });
    expect(imported.error?.message).toBe(
      'Only an admin can import the register of licensed sponsors.',
    );

    const { data: latest } = await service()
      .from('sponsor_register_imports')
      .select('id')
      .limit(1)
      .single();
    const proposals = await employer.rpc('sponsor_register_proposals', { import_id: latest!.id });
    expect(proposals.error?.code).toBe('42501');
    const confirmed = await confirmSponsorRegisterMatches(data(employer), latest!.id, [
      seedUsers.employer.id,
    ]);
    expect(confirmed.error?.message).toBe(
      'Only an admin can import the register of licensed sponsors.',
    );
    const rows = await employer.from('sponsor_register_entries').select('id').limit(1);
    expect(rows.data).toEqual([]);
  });
});
