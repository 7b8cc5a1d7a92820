import type { SupabaseClient } from '@globalhire/supabase-local/testing';
import { must } from './attempts.js';
import { seedUsers } from './personas.js';

/**
 * The column-level section of the RLS matrix: where each subject row lives, every API path that
 * exposes its columns, and the subject values made non-null first so that "read" is observable.
 */

interface SubjectRow {
  table: string;
  id: string | number;
}

/** Every relation a client can select the table's columns through (the table and its views). */
const paths: Record<string, string[]> = {
  profiles: ['profiles', 'profile_details', 'candidate_summaries', 'employer_summaries'],
};

type Row = Record<string, unknown>;

async function firstId(
  query: PromiseLike<{ data: { id: number }[] | null; error: { message: string } | null }>,
) {
  const rows = await must(query);
  if (!rows[0]) throw new Error('Fixture failed: no subject row');
  return rows[0].id;
}

/** Fills the subject rows the seed leaves empty and returns where each subject lives. */
export async function prepareColumnSubjects(
  service: SupabaseClient,
): Promise<Record<string, SubjectRow>> {
  const profilePatch = (tag: string): Row => ({
    phone: `+1 555 0100 ${tag}`,
    address: `${tag} Private Street`,
    first_name: `First ${tag}`,
    last_name: `Last ${tag}`,
    headline: `Headline ${tag}`,
  });
  for (const [tag, user] of Object.entries({
    e1: seedUsers.employer,
    e2: seedUsers.otherEmployer,
    c1: seedUsers.candidate,
    c2: seedUsers.otherCandidate,
    b1: seedUsers.recruiter,
  })) {
    await must(service.from('profiles').update(profilePatch(tag)).eq('id', user.id).select('id'));
  }
  await must(
    service
      .from('profiles')
      .update({ cv_path: `${seedUsers.candidate.id}/cv.pdf` })
      .eq('id', seedUsers.candidate.id)
      .select('id'),
  );
  await must(
    service
      .from('profiles')
      .update({ blocked_at: new Date().toISOString(), blocked_reason: 'Fake credentials (column matrix).' })
      .eq('id', seedUsers.rejectedApplicant.id)
      .select('id'),
  );
  // The other employer publishes its e-mail (a column older schemas lack: then its line fails).
  await service
    .from('profiles')
    .update({ publish_email: true })
    .eq('id', seedUsers.otherEmployer.id);

  await must(
    service
      .from('applications')
      .update({ cv_path: `${seedUsers.candidate.id}/cv.pdf` })
      .eq('id', 1)
      .select('id'),
  );
  const interview = await firstId(
    service.from('interviews').select('id').eq('application_id', 1).limit(1),
  );
  const document = await firstId(
    service
      .from('visa_case_documents')
      .update({ file_path: `${seedUsers.candidate.id}/passport.pdf` })
      .eq('case_id', 1)
      .select('id')
      .limit(1),
  );
  const note = await firstId(
    service
      .from('visa_case_notes')
      .insert({
        case_id: 1,
        author_id: seedUsers.admin.id,
        body: 'Internal only.',
        visible_to_candidate: false,
      })
      .select('id'),
  );
  const message = await firstId(service.from('contact_messages').select('id').limit(1));
  const notification = await firstId(
    service.from('notifications').select('id').eq('user_id', seedUsers.candidate.id).limit(1),
  );
  const alert = await firstId(
    service.from('job_alerts').select('id').eq('candidate_id', seedUsers.candidate.id).limit(1),
  );

  const serviceNote = await firstId(
    service
      .from('service_notes')
      .insert({ candidate_id: seedUsers.candidate.id, author_id: seedUsers.recruiter.id, body: 'Caseload only.' })
      .select('id'),
  );
  const invoice = await firstId(
    service
      .from('invoices')
      .insert({
        number: 'GH-COLUMNS-1',
        candidate_id: seedUsers.candidate.id,
        currency: 'USD',
        subtotal: 150,
        total: 150,
        seller_name: 'GlobalHire',
        bill_to_name: 'Priya Sharma',
        bill_to_email: seedUsers.candidate.email,
        due_on: '2030-01-31',
      })
      .select('id'),
  );

  return {
    'the employer': { table: 'profiles', id: seedUsers.employer.id },
    'the other employer': { table: 'profiles', id: seedUsers.otherEmployer.id },
    'the candidate': { table: 'profiles', id: seedUsers.candidate.id },
    'the other candidate': { table: 'profiles', id: seedUsers.otherCandidate.id },
    'the blocked applicant': { table: 'profiles', id: seedUsers.rejectedApplicant.id },
    "the candidate's application": { table: 'applications', id: 1 },
    "the candidate's interview": { table: 'interviews', id: interview },
    "the candidate's visa document": { table: 'visa_case_documents', id: document },
    "an internal note on the candidate's case": { table: 'visa_case_notes', id: note },
    'a contact message': { table: 'contact_messages', id: message },
    "the candidate's notification": { table: 'notifications', id: notification },
    "the candidate's job alert": { table: 'job_alerts', id: alert },
    'the recruiter': { table: 'profiles', id: seedUsers.recruiter.id },
    'a note on the candidate': { table: 'service_notes', id: serviceNote },
    "the candidate's invoice": { table: 'invoices', id: invoice },
  };
}

/** The real value, read through the service role; never null for a subject of the matrix. */
export async function realValue(
  service: SupabaseClient,
  subject: SubjectRow,
  column: string,
): Promise<unknown> {
  const row = await must<Row>(
    service.from(subject.table).select(column).eq('id', subject.id).single(),
  );
  if (row[column] === null || row[column] === undefined)
    throw new Error(`Fixture failed: ${subject.table}.${column} is empty`);
  return row[column];
}

/** Whether any path of the API gives the client the real value of the column. */
export async function readsColumn(
  client: SupabaseClient,
  subject: SubjectRow,
  column: string,
  expected: unknown,
): Promise<boolean> {
  for (const path of paths[subject.table] ?? [subject.table]) {
    const { data, error } = await client.from(path).select(column).eq('id', subject.id);
    // A refusal (42501), a path without the column or a missing view: not read through this path.
    if (error) continue;
    if (((data ?? []) as unknown as Row[]).some((row) => row[column] === expected)) return true;
  }
  return false;
}
