import { personas, type Persona } from './personas.js';

/**
 * Who may read each column that holds personal data, one subject row per line. `yes`: some path
 * of the API (the table itself and every view exposing the column) returns the row's real value
 * to that persona; `no`: no path does (a 42501 refusal, no row, or a null in its place).
 *
 * Subjects: "the candidate" applied to a job of "the employer", so the employer persona is the
 * employer of an applicant for the candidate's rows, and the other employer is not; "the other
 * candidate" applied to the other employer only. "the employer" publishes none of its contact
 * fields (the default); "the other employer" publishes its e-mail only. "the blocked applicant"
 * applied to the employer's job and was then blocked by an admin, with a reason (an admin's note).
 * "the recruiter" has the candidate on their caseload (and is the candidate's recruiter), not the
 * other candidate.
 */
const table = `
column                        | subject                                 | anonymous | candidate | otherCandidate | employer | otherEmployer | admin | recruiter
profiles.email                | the employer                            | no        | no        | no             | yes      | no            | yes   | no
profiles.phone                | the employer                            | no        | no        | no             | yes      | no            | yes   | no
profiles.address              | the employer                            | no        | no        | no             | yes      | no            | yes   | no
profiles.first_name           | the employer                            | no        | no        | no             | yes      | no            | yes   | no
profiles.last_name            | the employer                            | no        | no        | no             | yes      | no            | yes   | no
profiles.company_name         | the employer                            | yes       | yes       | yes            | yes      | yes           | yes   | yes
profiles.email                | the other employer                      | yes       | yes       | yes            | yes      | yes           | yes   | yes
profiles.phone                | the other employer                      | no        | no        | no             | no       | yes           | yes   | no
profiles.address              | the other employer                      | no        | no        | no             | no       | yes           | yes   | no
profiles.email                | the candidate                           | no        | yes       | no             | yes      | no            | yes   | yes
profiles.phone                | the candidate                           | no        | yes       | no             | yes      | no            | yes   | yes
profiles.address              | the candidate                           | no        | yes       | no             | yes      | no            | yes   | yes
profiles.first_name           | the candidate                           | no        | yes       | no             | yes      | no            | yes   | yes
profiles.cv_path              | the candidate                           | no        | yes       | no             | yes      | no            | yes   | yes
profiles.headline             | the candidate                           | no        | yes       | no             | yes      | no            | yes   | yes
profiles.email                | the other candidate                     | no        | no        | yes            | no       | yes           | yes   | no
profiles.phone                | the other candidate                     | no        | no        | yes            | no       | yes           | yes   | no
profiles.blocked_reason       | the blocked applicant                   | no        | no        | no             | no       | no            | yes   | no
applications.cover_letter     | the candidate's application             | no        | yes       | no             | yes      | no            | yes   | yes
applications.cv_path          | the candidate's application             | no        | yes       | no             | yes      | no            | yes   | yes
interviews.notes              | the candidate's interview               | no        | yes       | no             | yes      | no            | yes   | no
interviews.meeting_url        | the candidate's interview               | no        | yes       | no             | yes      | no            | yes   | no
visa_case_documents.file_path | the candidate's visa document           | no        | yes       | no             | no       | no            | yes   | no
visa_case_notes.body          | an internal note on the candidate's case | no       | no        | no             | no       | no            | yes   | no
contact_messages.email        | a contact message                       | no        | no        | no             | no       | no            | yes   | no
contact_messages.message      | a contact message                       | no        | no        | no             | no       | no            | yes   | no
notifications.body            | the candidate's notification            | no        | yes       | no             | no       | no            | no    | no
job_alerts.unsubscribe_token  | the candidate's job alert               | no        | yes       | no             | no       | no            | no    | no
profiles.last_name            | the recruiter                           | no        | yes       | no             | no       | no            | yes   | yes
profiles.phone                | the recruiter                           | no        | yes       | no             | no       | no            | yes   | yes
service_notes.body            | a note on the candidate                 | no        | no        | no             | no       | no            | yes   | yes
invoices.bill_to_email        | the candidate's invoice                 | no        | yes       | no             | no       | no            | yes   | no
`;

export interface ColumnExpectation {
  table: string;
  column: string;
  subject: string;
  allowed: Record<Persona, boolean>;
}

export interface ColumnCase {
  table: string;
  column: string;
  subject: string;
  persona: Persona;
  allowed: boolean;
}

function parse(text: string): ColumnExpectation[] {
  const [header, ...rows] = text
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));
  if (header!.slice(2).join() !== personas.join())
    throw new Error('The persona columns are out of order');
  return rows.map((cells) => {
    const [qualified, subject, ...answers] = cells;
    const [tableName, column] = qualified!.split('.');
    if (!tableName || !column) throw new Error(`Expected table.column in: ${cells.join(' | ')}`);
    if (answers.length !== personas.length || answers.some((a) => a !== 'yes' && a !== 'no')) {
      throw new Error(`Expected yes or no for every persona in: ${cells.join(' | ')}`);
    }
    const allowed = Object.fromEntries(personas.map((p, i) => [p, answers[i] === 'yes'])) as Record<
      Persona,
      boolean
    >;
    return { table: tableName, column, subject: subject!, allowed };
  });
}

export const columnExpectations = parse(table);

export const columnCases: ColumnCase[] = columnExpectations.flatMap((e) =>
  personas.map((persona) => ({ ...e, persona, allowed: e.allowed[persona] })),
);
