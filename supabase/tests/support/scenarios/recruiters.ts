import { checked, must, scenario, visible, type AttemptContext } from '../attempts.js';
import { createJob, createLiveJob, insertRow } from '../fixtures.js';
import { seedUsers } from '../personas.js';
import { pdf, put, refusal } from './storage.js';

// What a recruiter reads beyond the managed service's own tables: their caseload's profiles (in
// full), applications, citizenships and CVs, and the jobs they proposed. The candidate is on the
// recruiter's caseload (supabase/seeds/85_managed_service.sql); the other candidate is not, and
// applied to the other employer only (application 4).

const candidate = seedUsers.candidate.id;
const otherCandidate = seedUsers.otherCandidate.id;
const recruiter = seedUsers.recruiter.id;
type Service = AttemptContext['service'];

/**
 * Earlier lines have the other candidate apply to fresh jobs of the employer; their seeded
 * application 4 (to the other employer) is put back as the only one, so the employer is not theirs.
 */
async function otherCandidateAppliedToOtherEmployerOnly(service: Service): Promise<void> {
  await must(service.from('applications').delete().eq('candidate_id', otherCandidate).neq('id', 4).select('id'));
}

// ---------------------------------------------------------------------------------------------
// profiles
// ---------------------------------------------------------------------------------------------
scenario('profiles', 'select', "the other candidate's profile", async ({ client, service }) => {
  await otherCandidateAppliedToOtherEmployerOnly(service);
  return visible(client.from('profiles').select('id').eq('id', otherCandidate));
});

// The table refuses contact columns to every API role; profile_details gives them to those allowed.
scenario('profiles', 'select', "the candidate's phone (profile_details)", ({ client }) =>
  visible(client.from('profile_details').select('phone').eq('id', candidate).not('phone', 'is', null)),
);
scenario('profiles', 'select', "the other candidate's phone (profile_details)", async ({ client, service }) => {
  await otherCandidateAppliedToOtherEmployerOnly(service);
  return visible(client.from('profile_details').select('phone').eq('id', otherCandidate).not('phone', 'is', null));
});

// A candidate reads the recruiter whose caseload they are on.
scenario('profiles', 'select', "the recruiter's profile", ({ client }) =>
  visible(client.from('profiles').select('id').eq('id', recruiter)),
);

// ---------------------------------------------------------------------------------------------
// applications: only GlobalHire's own functions submit one on a candidate's behalf
// ---------------------------------------------------------------------------------------------
// Candidates apply as themselves; everyone else names the candidate.
scenario('applications', 'insert', 'an application marked as submitted by the recruiter', async ({ client, persona, userId, service, tag }) => {
  const jobId = await createLiveJob(service, tag);
  const applicant = persona === 'candidate' || persona === 'otherCandidate' ? userId! : candidate;
  return checked(client.from('applications').insert({ job_id: jobId, candidate_id: applicant, submitted_by: recruiter }), async () =>
    (await must(service.from('applications').select('id').eq('job_id', jobId).eq('candidate_id', applicant))).length > 0);
});

// ---------------------------------------------------------------------------------------------
// jobs: a recruiter still reads a job they proposed once it has closed
// ---------------------------------------------------------------------------------------------
scenario('jobs', 'select', 'an expired job the recruiter proposed to the candidate', async ({ client, service, tag }) => {
  const day = 86_400_000;
  const jobId = await createJob(service, tag, {
    approved: true,
    published_at: new Date(Date.now() - 40 * day).toISOString(),
    expires_at: new Date(Date.now() - 10 * day).toISOString(),
  });
  await insertRow(service, 'service_proposals', { candidate_id: candidate, job_id: jobId, recruiter_id: recruiter, reason: `Reason ${tag}` });
  return visible(client.from('jobs').select('id').eq('id', jobId));
});

// ---------------------------------------------------------------------------------------------
// candidate_citizenships (seeded: the other candidate's are {GH})
// ---------------------------------------------------------------------------------------------
scenario('candidate_citizenships', 'select', "the other candidate's citizenships", ({ client }) =>
  visible(client.from('candidate_citizenships').select('citizenships').eq('candidate_id', otherCandidate)),
);

// ---------------------------------------------------------------------------------------------
// storage.objects: CVs
// ---------------------------------------------------------------------------------------------
scenario('storage.objects', 'select', "downloading the other candidate's CV", async ({ client, service, tag }) => {
  await otherCandidateAppliedToOtherEmployerOnly(service);
  const path = `${otherCandidate}/cv-${tag}.pdf`;
  await put(service, 'cvs', path, pdf(tag));
  const { data, error } = await client.storage.from('cvs').download(path);
  return { took: !error && (await data?.text())?.includes(tag) === true, refusal: refusal(error) };
});
