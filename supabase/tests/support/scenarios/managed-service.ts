import { checked, must, scenario, visible, type AttemptContext, type Outcome } from '../attempts.js';
import { createJob, createLiveJob, insertRow, rowExists } from '../fixtures.js';
import { seedUsers } from '../personas.js';

// The managed service (supabase/seeds/85_managed_service.sql): the candidate is enrolled on the
// recruiter's caseload; the other candidate is not enrolled. Every subject a case adds beyond that
// (another enrolment, a consent text) is removed again, so later cases see the seeded caseload.

type Service = AttemptContext['service'];
const candidate = seedUsers.candidate.id;
const otherCandidate = seedUsers.otherCandidate.id;
const recruiter = seedUsers.recruiter.id;

async function finallyRemoving<T>(attempt: () => Promise<T>, cleanup: () => PromiseLike<unknown>): Promise<T> {
  try {
    return await attempt();
  } finally {
    await cleanup();
  }
}

/** An RPC whose "not found" (P0002) is its silent refusal: the row is not the caller's to see. */
async function called(call: PromiseLike<{ error: { code?: string; message: string } | null }>, took: () => Promise<boolean>): Promise<Outcome> {
  const { error } = await call;
  const refusal = error && error.code !== 'P0002' ? { code: error.code ?? 'unknown', message: error.message } : null;
  return { took: await took(), refusal };
}

async function currentConsentVersion(service: Service): Promise<number> {
  const texts = await must<{ version: number }[]>(
    service.from('service_consent_texts').select('version').order('version', { ascending: false }).limit(1),
  );
  return texts[0]!.version;
}

async function enrolmentOf(service: Service, candidateId: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await service.from('service_enrolments').select('*').eq('candidate_id', candidateId).maybeSingle();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> | null;
}

const hasRole = async (service: Service, candidateId: string, role: string) =>
  ((await enrolmentOf(service, candidateId))?.target_roles as string[] | undefined)?.includes(role) ?? false;

/** Removes an enrolment a case added (never the candidate's seeded one) with its consents. */
async function unenrol(service: Service, candidateId: string | null): Promise<void> {
  if (!candidateId || candidateId === candidate) return;
  await must(service.from('service_consents').delete().eq('candidate_id', candidateId).select('id'));
  await must(service.from('service_enrolments').delete().eq('candidate_id', candidateId).select('candidate_id'));
}

/** The other candidate enrolled through the service role, on nobody's caseload yet. */
async function unassignedEnrolment(service: Service): Promise<void> {
  await must(
    service
      .from('service_enrolments')
      .insert({ candidate_id: otherCandidate, recruiter_id: null, target_countries: ['australia'],
        consent_version: await currentConsentVersion(service) })
      .select('candidate_id'),
  );
}

// ---------------------------------------------------------------------------------------------
// service_consent_texts: anyone reads the words; an admin publishes a new version; none change
// ---------------------------------------------------------------------------------------------
let nextVersion = 1000;
const consentBody = (version: number) => `Consent text ${version} of the RLS matrix, for the test only.`;

async function temporaryConsentText(service: Service): Promise<number> {
  const version = nextVersion++;
  await must(service.from('service_consent_texts').insert({ version, body: consentBody(version) }).select('version'));
  return version;
}

async function consentText(service: Service, version: number): Promise<{ body: string } | null> {
  const { data, error } = await service.from('service_consent_texts').select('body').eq('version', version).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

const removeConsentText = (service: Service, version: number) =>
  service.from('service_consent_texts').delete().eq('version', version);

scenario('service_consent_texts', 'select', 'the current consent text', ({ client }) =>
  visible(client.from('service_consent_texts').select('version').eq('version', 1)),
);
scenario('service_consent_texts', 'insert', 'a new consent text version', ({ client, service }) => {
  const version = nextVersion++;
  return finallyRemoving(
    () => checked(client.from('service_consent_texts').insert({ version, body: consentBody(version) }), async () =>
      (await consentText(service, version)) !== null),
    () => removeConsentText(service, version),
  );
});
scenario('service_consent_texts', 'update', 'rewording a consent text', async ({ client, service, tag }) => {
  const version = await temporaryConsentText(service);
  return finallyRemoving(
    () => checked(client.from('service_consent_texts').update({ body: `Reworded consent text ${tag}.` }).eq('version', version),
      async () => (await consentText(service, version))?.body !== consentBody(version)),
    () => removeConsentText(service, version),
  );
});
scenario('service_consent_texts', 'delete', 'a consent text', async ({ client, service }) => {
  const version = await temporaryConsentText(service);
  return finallyRemoving(
    () => checked(client.from('service_consent_texts').delete().eq('version', version), async () =>
      (await consentText(service, version)) === null),
    () => removeConsentText(service, version),
  );
});

// ---------------------------------------------------------------------------------------------
// service_enrolments: written by the functions only; read by the candidate, their recruiter, admins
// ---------------------------------------------------------------------------------------------
scenario('service_enrolments', 'select', "the candidate's enrolment", ({ client }) =>
  visible(client.from('service_enrolments').select('candidate_id').eq('candidate_id', candidate)),
);
scenario('service_enrolments', 'select', "the candidate's enrolment through service_caseload", ({ client }) =>
  visible(client.from('service_caseload').select('candidate_id').eq('candidate_id', candidate)),
);
scenario('service_enrolments', 'select', "the other candidate's enrolment, on no caseload", async ({ client, service }) => {
  await unassignedEnrolment(service);
  return finallyRemoving(
    () => visible(client.from('service_enrolments').select('candidate_id').eq('candidate_id', otherCandidate)),
    () => unenrol(service, otherCandidate),
  );
});
scenario('service_enrolments', 'insert', 'enrolling oneself directly into the table', async ({ client, userId, service, tag }) => {
  const enrolled = userId ?? otherCandidate;
  const role = `Role ${tag}`;
  return finallyRemoving(
    async () => checked(
      client.from('service_enrolments').insert({ candidate_id: enrolled, target_countries: ['canada'], target_roles: [role],
        consent_version: await currentConsentVersion(service) }),
      () => hasRole(service, enrolled, role),
    ),
    () => unenrol(service, enrolled),
  );
});
// The candidate, already enrolled, changes their targets; the other candidate enrols afresh.
scenario('service_enrolments', 'insert', 'enrolling oneself through enrol_in_managed_service()', async ({ client, userId, service, tag }) => {
  const role = `Role ${tag}`;
  return finallyRemoving(
    async () => checked(
      client.rpc('enrol_in_managed_service', { target_countries: ['canada', 'ireland'], target_roles: [role], salary_min: 80000,
        salary_currency: 'CAD', salary_period: 'year', consent_version: await currentConsentVersion(service) }),
      async () => userId !== null && (await hasRole(service, userId, role)),
    ),
    () => unenrol(service, userId),
  );
});
scenario('service_enrolments', 'update', "the candidate's targets written directly into the table", ({ client, service, tag }) =>
  checked(client.from('service_enrolments').update({ target_roles: [`Role ${tag}`] }).eq('candidate_id', candidate), () =>
    hasRole(service, candidate, `Role ${tag}`)),
);
scenario('service_enrolments', 'update', "moving the other candidate onto the recruiter's caseload (assign_recruiter)", async ({ client, service }) => {
  await unassignedEnrolment(service);
  return finallyRemoving(
    () => checked(client.rpc('assign_recruiter', { candidate_id: otherCandidate, recruiter_id: recruiter }), async () =>
      (await enrolmentOf(service, otherCandidate))?.recruiter_id === recruiter),
    () => unenrol(service, otherCandidate),
  );
});
scenario('service_enrolments', 'delete', "the candidate's enrolment", async ({ client, service }) => {
  const seeded = await enrolmentOf(service, candidate);
  return finallyRemoving(
    () => checked(client.from('service_enrolments').delete().eq('candidate_id', candidate), async () =>
      (await enrolmentOf(service, candidate)) === null),
    async () => {
      if ((await enrolmentOf(service, candidate)) === null) await must(service.from('service_enrolments').insert(seeded!).select('candidate_id'));
    },
  );
});

// ---------------------------------------------------------------------------------------------
// service_consents: the record of each consent, written by the functions only
// ---------------------------------------------------------------------------------------------
async function temporaryConsent(service: Service, tag: string): Promise<number> {
  return insertRow(service, 'service_consents', { candidate_id: candidate, consent_version: 1, consent_text: `Consent ${tag}` });
}
const removeConsent = (service: Service, id: number) => service.from('service_consents').delete().eq('id', id);

scenario('service_consents', 'select', "the candidate's consent record", ({ client }) =>
  visible(client.from('service_consents').select('id').eq('candidate_id', candidate)),
);
scenario('service_consents', 'insert', 'a consent record written directly into the table', ({ client, userId, service, tag }) =>
  checked(
    client.from('service_consents').insert({ candidate_id: userId ?? candidate, consent_version: 1, consent_text: `Consent ${tag}` }),
    async () => (await must(service.from('service_consents').select('id').eq('consent_text', `Consent ${tag}`))).length > 0,
  ),
);
scenario('service_consents', 'update', "withdrawing the candidate's consent record directly", async ({ client, service, tag }) => {
  const id = await temporaryConsent(service, tag);
  return finallyRemoving(
    () => checked(client.from('service_consents').update({ withdrawn_at: new Date().toISOString() }).eq('id', id), async () =>
      (await must(service.from('service_consents').select('withdrawn_at').eq('id', id).single<{ withdrawn_at: string | null }>()))
        .withdrawn_at !== null),
    () => removeConsent(service, id),
  );
});
scenario('service_consents', 'delete', "the candidate's consent record", async ({ client, service, tag }) => {
  const id = await temporaryConsent(service, tag);
  return finallyRemoving(
    () => checked(client.from('service_consents').delete().eq('id', id), async () => !(await rowExists(service, 'service_consents', id))),
    () => removeConsent(service, id),
  );
});

// ---------------------------------------------------------------------------------------------
// service_proposals: the recruiter proposes live jobs to their caseload; the candidate decides
// ---------------------------------------------------------------------------------------------
/** An open proposal of a fresh live job, made by the recruiter to the candidate. */
async function openProposal(service: Service, tag: string): Promise<number> {
  const jobId = await createLiveJob(service, tag);
  return insertRow(service, 'service_proposals', { candidate_id: candidate, job_id: jobId, recruiter_id: recruiter, reason: `Reason ${tag}` });
}

async function proposalOf(service: Service, id: number): Promise<Record<string, unknown>> {
  return must(service.from('service_proposals').select('*').eq('id', id).single<Record<string, unknown>>());
}

async function proposed(service: Service, candidateId: string, jobId: number): Promise<boolean> {
  return (await must(service.from('service_proposals').select('id').eq('candidate_id', candidateId).eq('job_id', jobId))).length > 0;
}

function proposing(candidateId: string, job: (service: Service, tag: string) => Promise<number>) {
  return async ({ client, service, tag }: AttemptContext) => {
    const jobId = await job(service, tag);
    return checked(client.from('service_proposals').insert({ candidate_id: candidateId, job_id: jobId, reason: `Reason ${tag}` }), () =>
      proposed(service, candidateId, jobId));
  };
}

scenario('service_proposals', 'select', 'a proposal made to the candidate', async ({ client, service, tag }) => {
  const id = await openProposal(service, tag);
  return visible(client.from('service_proposals').select('id').eq('id', id));
});
scenario('service_proposals', 'insert', 'proposing a live job to the candidate', proposing(candidate, createLiveJob));
scenario('service_proposals', 'insert', 'proposing a live job to the other candidate', proposing(otherCandidate, createLiveJob));
scenario('service_proposals', 'insert', 'proposing a pending job to the candidate', proposing(candidate, (service, tag) => createJob(service, tag)));
scenario('service_proposals', 'update', 'rewording an open proposal to the candidate', async ({ client, service, tag }) => {
  const id = await openProposal(service, tag);
  return checked(client.from('service_proposals').update({ reason: `Reworded ${tag}` }).eq('id', id), async () =>
    (await proposalOf(service, id)).reason === `Reworded ${tag}`);
});
scenario('service_proposals', 'update', 'withdrawing an open proposal to the candidate', async ({ client, service, tag }) => {
  const id = await openProposal(service, tag);
  return checked(client.from('service_proposals').update({ status: 'withdrawn' }).eq('id', id), async () =>
    (await proposalOf(service, id)).status === 'withdrawn');
});
scenario('service_proposals', 'update', 'approving a proposal to the candidate by writing its status', async ({ client, service, tag }) => {
  const id = await openProposal(service, tag);
  return checked(client.from('service_proposals').update({ status: 'approved' }).eq('id', id), async () =>
    (await proposalOf(service, id)).status === 'approved');
});
scenario('service_proposals', 'update', 'declining a proposal to the candidate (decide_service_proposal)', async ({ client, service, tag }) => {
  const id = await openProposal(service, tag);
  return called(client.rpc('decide_service_proposal', { proposal_id: id, approve: false, decline_reason: `Declined ${tag}` }), async () =>
    (await proposalOf(service, id)).status === 'declined');
});
scenario('service_proposals', 'delete', 'a proposal made to the candidate', async ({ client, service, tag }) => {
  const id = await openProposal(service, tag);
  return checked(client.from('service_proposals').delete().eq('id', id), async () => !(await rowExists(service, 'service_proposals', id)));
});

// ---------------------------------------------------------------------------------------------
// service_notes: the recruiter's internal notes on their caseload; never the candidate's to read
// ---------------------------------------------------------------------------------------------
function noteOn(service: Service, candidateId: string, tag: string): Promise<number> {
  const author = candidateId === candidate ? recruiter : seedUsers.admin.id;
  return insertRow(service, 'service_notes', { candidate_id: candidateId, author_id: author, body: `Note ${tag}` });
}

function notingOn(candidateId: string) {
  return ({ client, service, tag }: AttemptContext) =>
    checked(client.from('service_notes').insert({ candidate_id: candidateId, body: `Note ${tag}` }), async () =>
      (await must(service.from('service_notes').select('id').eq('body', `Note ${tag}`))).length > 0);
}

scenario('service_notes', 'select', 'a note on the candidate', async ({ client, service, tag }) => {
  const id = await noteOn(service, candidate, tag);
  return visible(client.from('service_notes').select('id').eq('id', id));
});
scenario('service_notes', 'select', 'a note on the other candidate', async ({ client, service, tag }) => {
  const id = await noteOn(service, otherCandidate, tag);
  return visible(client.from('service_notes').select('id').eq('id', id));
});
scenario('service_notes', 'insert', 'a note on the candidate', notingOn(candidate));
scenario('service_notes', 'insert', 'a note on the other candidate', notingOn(otherCandidate));
scenario('service_notes', 'update', 'rewording a note on the candidate', async ({ client, service, tag }) => {
  const id = await noteOn(service, candidate, tag);
  return checked(client.from('service_notes').update({ body: `Reworded ${tag}` }).eq('id', id), async () =>
    (await must(service.from('service_notes').select('body').eq('id', id).single<{ body: string }>())).body === `Reworded ${tag}`);
});
scenario('service_notes', 'delete', 'a note on the candidate', async ({ client, service, tag }) => {
  const id = await noteOn(service, candidate, tag);
  return checked(client.from('service_notes').delete().eq('id', id), async () => !(await rowExists(service, 'service_notes', id)));
});
