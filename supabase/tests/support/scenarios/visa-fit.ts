import { checked, must, scenario, visible } from '../attempts.js';
import type { AttemptContext } from '../attempts.js';
import { insertRow, rowExists } from '../fixtures.js';
import { seedUsers } from '../personas.js';

// Who may read and write what a visa verdict takes from people rather than the catalogue: the
// employers' licences and the candidates' citizenships.

type Service = AttemptContext['service'];

// ---------------------------------------------------------------------------------------------
// employer_licences: claimed by the employer, verified by an admin; a verified licence is public
// ---------------------------------------------------------------------------------------------
const employer = seedUsers.employer.id;

/** The employer's UK licence in the given state, after any earlier one is removed. */
async function employerLicence(
  service: Service,
  tag: string,
  status: 'claimed' | 'verified',
): Promise<number> {
  await must(service.from('employer_licences').delete().eq('employer_id', employer).select('id'));
  return insertRow(service, 'employer_licences', {
    employer_id: employer,
    kind: 'uk_licensed_sponsor',
    licence_number: `L-${tag}`,
    routes: ['Skilled Worker'],
    status,
  });
}

async function licenceWith(service: Service, number: string, status?: string): Promise<boolean> {
  let query = service.from('employer_licences').select('id').eq('licence_number', number);
  if (status) query = query.eq('status', status);
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return data.length > 0;
}

scenario(
  'employer_licences',
  'select',
  "the employer's licence claim",
  async ({ client, service, tag }) => {
    const id = await employerLicence(service, tag, 'claimed');
    return visible(client.from('employer_licences').select('id').eq('id', id));
  },
);
scenario(
  'employer_licences',
  'select',
  "the employer's verified licence",
  async ({ client, service, tag }) => {
    const id = await employerLicence(service, tag, 'verified');
    return visible(client.from('employer_licences').select('id').eq('id', id));
  },
);
scenario(
  'employer_licences',
  'insert',
  'a licence claim for the employer',
  async ({ client, service, tag }) => {
    await must(service.from('employer_licences').delete().eq('employer_id', employer).select('id'));
    return checked(
      client
        .from('employer_licences')
        .insert({ employer_id: employer, kind: 'uk_licensed_sponsor', licence_number: `L-${tag}` }),
      () => licenceWith(service, `L-${tag}`),
    );
  },
);
scenario(
  'employer_licences',
  'insert',
  'a verified licence for the employer',
  async ({ client, service, tag }) => {
    await must(service.from('employer_licences').delete().eq('employer_id', employer).select('id'));
    return checked(
      client.from('employer_licences').insert({
        employer_id: employer,
        kind: 'uk_licensed_sponsor',
        licence_number: `L-${tag}`,
        status: 'verified',
      }),
      () => licenceWith(service, `L-${tag}`, 'verified'),
    );
  },
);
scenario(
  'employer_licences',
  'update',
  "the number of the employer's licence claim",
  async ({ client, service, tag }) => {
    const id = await employerLicence(service, tag, 'claimed');
    return checked(
      client
        .from('employer_licences')
        .update({ licence_number: `N-${tag}` })
        .eq('id', id),
      () => licenceWith(service, `N-${tag}`),
    );
  },
);
scenario(
  'employer_licences',
  'update',
  "verifying the employer's licence claim",
  async ({ client, service, tag }) => {
    const id = await employerLicence(service, tag, 'claimed');
    return checked(
      client.from('employer_licences').update({ status: 'verified' }).eq('id', id),
      () => licenceWith(service, `L-${tag}`, 'verified'),
    );
  },
);
scenario(
  'employer_licences',
  'delete',
  "the employer's licence claim",
  async ({ client, service, tag }) => {
    const id = await employerLicence(service, tag, 'claimed');
    return checked(
      client.from('employer_licences').delete().eq('id', id),
      async () => !(await rowExists(service, 'employer_licences', id)),
    );
  },
);
scenario(
  'employer_licences',
  'delete',
  "the employer's verified licence",
  async ({ client, service, tag }) => {
    const id = await employerLicence(service, tag, 'verified');
    return checked(
      client.from('employer_licences').delete().eq('id', id),
      async () => !(await rowExists(service, 'employer_licences', id)),
    );
  },
);

// ---------------------------------------------------------------------------------------------
// candidate_citizenships: the candidate's alone, not even an admin's to read
// ---------------------------------------------------------------------------------------------
const candidate = seedUsers.candidate.id;

async function candidateCitizenships(
  service: Service,
  citizenships: string[] | null,
): Promise<void> {
  await must(
    service
      .from('candidate_citizenships')
      .delete()
      .eq('candidate_id', candidate)
      .select('candidate_id'),
  );
  if (citizenships) {
    await must(
      service
        .from('candidate_citizenships')
        .insert({ candidate_id: candidate, citizenships })
        .select('candidate_id'),
    );
  }
}

async function recorded(service: Service): Promise<string[] | null> {
  const { data, error } = await service
    .from('candidate_citizenships')
    .select('citizenships')
    .eq('candidate_id', candidate);
  if (error) throw new Error(error.message);
  return data[0]?.citizenships ?? null;
}

scenario(
  'candidate_citizenships',
  'select',
  "the candidate's citizenships",
  async ({ client, service }) => {
    await candidateCitizenships(service, ['IN']);
    return visible(
      client.from('candidate_citizenships').select('citizenships').eq('candidate_id', candidate),
    );
  },
);
scenario(
  'candidate_citizenships',
  'insert',
  'citizenships for the candidate',
  async ({ client, service }) => {
    await candidateCitizenships(service, null);
    return checked(
      client
        .from('candidate_citizenships')
        .insert({ candidate_id: candidate, citizenships: ['FR'] }),
      async () => (await recorded(service)) !== null,
    );
  },
);
scenario(
  'candidate_citizenships',
  'update',
  "the candidate's citizenships",
  async ({ client, service }) => {
    await candidateCitizenships(service, ['IN']);
    return checked(
      client
        .from('candidate_citizenships')
        .update({ citizenships: ['FR'] })
        .eq('candidate_id', candidate),
      async () => (await recorded(service))?.[0] === 'FR',
    );
  },
);
scenario(
  'candidate_citizenships',
  'delete',
  "the candidate's citizenships",
  async ({ client, service }) => {
    await candidateCitizenships(service, ['IN']);
    return checked(
      client.from('candidate_citizenships').delete().eq('candidate_id', candidate),
      async () => (await recorded(service)) === null,
    );
  },
);
