import { personas, type Persona } from './personas.js';

/**
 * What each persona may do, one scenario per line: `yes` means the attempt must take effect,
 * `no` means it must be refused (an RLS or privilege error, or no row touched) and leave the
 * database unchanged. "the candidate" / "the employer" are the demo accounts; "other" personas
 * are a second candidate (Daniel Mensah) and a second employer (Harbour Health Network).
 */
const table = `
table               | operation | scenario                                                   | anonymous | candidate | otherCandidate | employer | otherEmployer | admin
profiles            | select    | the candidate's profile                                    | no        | yes       | no             | yes      | no            | yes
profiles            | select    | a verified employer's company fields                       | yes       | yes       | yes            | yes      | yes           | yes
profiles            | select    | a verified employer's contact e-mail                       | no        | no        | no             | yes      | no            | yes
profiles            | select    | an employer awaiting verification                          | no        | no        | no             | no       | no            | yes
profiles            | insert    | a profile row for oneself                                  | no        | no        | no             | no       | no            | no
profiles            | update    | the candidate's headline                                   | no        | yes       | no             | no       | no            | yes
profiles            | update    | making an account an admin                                 | no        | no        | no             | no       | no            | yes
profiles            | update    | verifying the employer awaiting verification               | no        | no        | no             | no       | no            | yes
profiles            | delete    | the candidate's profile                                    | no        | no        | no             | no       | no            | no
jobs                | select    | a live job                                                 | yes       | yes       | yes            | yes      | yes           | yes
jobs                | select    | the employer's pending job                                 | no        | no        | no             | yes      | no            | yes
jobs                | select    | the employer's expired job                                 | no        | no        | no             | yes      | no            | yes
jobs                | select    | the employer's draft job                                   | no        | no        | no             | yes      | no            | yes
jobs                | select    | the other employer's pending job                           | no        | no        | no             | no       | yes           | yes
jobs                | select    | a rejected job                                             | no        | no        | no             | no       | no            | yes
jobs                | insert    | a job for one's own company                                | no        | no        | no             | yes      | yes           | yes
jobs                | insert    | an already approved job                                    | no        | no        | no             | no       | no            | yes
jobs                | insert    | an already featured job                                    | no        | no        | no             | no       | no            | yes
jobs                | update    | the title of the employer's draft job                      | no        | no        | no             | yes      | no            | yes
jobs                | update    | approving the employer's pending job                       | no        | no        | no             | no       | no            | yes
jobs                | update    | rejecting the employer's pending job                       | no        | no        | no             | no       | no            | yes
jobs                | update    | featuring the employer's live job                          | no        | no        | no             | no       | no            | yes
jobs                | delete    | the employer's draft job                                   | no        | no        | no             | yes      | no            | yes
jobs                | select    | a live job of the employer while it is blocked             | no        | no        | no             | yes      | no            | yes
jobs                | insert    | a job for one's own company while blocked                  | no        | no        | no             | no       | no            | yes
jobs                | update    | the title of one's own draft job while blocked             | no        | no        | no             | no       | no            | yes
jobs                | select    | an expired job's public fields (closed_job)                | yes       | yes       | yes            | yes      | yes           | yes
jobs                | select    | anything of a closed job beyond its public fields (closed_job) | no    | no        | no             | no       | no            | no
jobs                | select    | a pending job through closed_job                           | no        | no        | no             | no       | no            | no
jobs                | select    | a rejected job through closed_job                          | no        | no        | no             | no       | no            | no
jobs                | select    | a blocked employer's expired job through closed_job        | no        | no        | no             | no       | no            | no
jobs                | select    | similar live jobs of an expired job (similar_jobs)         | yes       | yes       | yes            | yes      | yes           | yes
jobs                | select    | similar jobs of the employer's pending job (similar_jobs)  | no        | no        | no             | yes      | no            | yes
profiles            | update    | blocking the other employer                                | no        | no        | no             | no       | no            | yes
company_slug_history | select   | a renamed company's old slug                               | yes       | yes       | yes            | yes      | yes           | yes
company_slug_history | insert   | an old slug for the employer                               | no        | no        | no             | no       | no            | no
company_slug_history | update   | pointing an old slug at another company                    | no        | no        | no             | no       | no            | no
company_slug_history | delete   | a renamed company's old slug                               | no        | no        | no             | no       | no            | no
applications        | select    | the candidate's application to the employer's job          | no        | yes       | no             | yes      | no            | yes
applications        | select    | the other candidate's application to the other employer    | no        | no        | yes            | no       | yes           | yes
applications        | insert    | an application to a live job as oneself                    | no        | yes       | yes            | no       | no            | no
applications        | insert    | an application to a pending job as oneself                 | no        | no        | no             | no       | no            | no
applications        | update    | shortlisting the candidate's application                   | no        | no        | no             | yes      | no            | yes
applications        | update    | withdrawing the candidate's application                    | no        | yes       | no             | no       | no            | yes
applications        | update    | rewriting the candidate's cover letter                     | no        | no        | no             | no       | no            | yes
applications        | delete    | the candidate's application                                | no        | no        | no             | no       | no            | yes
application_events  | select    | the history of the candidate's application                 | no        | yes       | no             | yes      | no            | yes
application_events  | insert    | a history entry                                            | no        | no        | no             | no       | no            | no
application_events  | update    | a history entry                                            | no        | no        | no             | no       | no            | no
application_events  | delete    | a history entry                                            | no        | no        | no             | no       | no            | no
saved_jobs          | select    | the candidate's saved job                                  | no        | yes       | no             | no       | no            | yes
saved_jobs          | insert    | saving a live job as oneself                               | no        | yes       | yes            | no       | no            | no
saved_jobs          | update    | the candidate's saved job                                  | no        | no        | no             | no       | no            | no
saved_jobs          | delete    | the candidate's saved job                                  | no        | yes       | no             | no       | no            | no
job_alerts          | select    | the candidate's job alert                                  | no        | yes       | no             | no       | no            | no
job_alerts          | insert    | a job alert for oneself                                    | no        | yes       | yes            | no       | no            | no
job_alerts          | update    | pausing the candidate's job alert                          | no        | yes       | no             | no       | no            | no
job_alerts          | delete    | the candidate's job alert                                  | no        | yes       | no             | no       | no            | no
interviews          | select    | the candidate's interview                                  | no        | yes       | no             | yes      | no            | yes
interviews          | insert    | an interview for the candidate's application               | no        | no        | no             | yes      | no            | yes
interviews          | update    | the notes of the candidate's interview                     | no        | no        | no             | yes      | no            | yes
interviews          | delete    | the candidate's interview                                  | no        | no        | no             | yes      | no            | yes
interviews          | update    | accepting the candidate's interview invitation             | no        | yes       | no             | no       | no            | yes
interviews          | update    | moving the time of the candidate's interview               | no        | no        | no             | yes      | no            | yes
interviews          | update    | cancelling the candidate's interview with a reason         | no        | no        | no             | yes      | no            | yes
visa_cases          | select    | the candidate's visa case                                  | no        | yes       | no             | no       | no            | yes
visa_cases          | insert    | a visa support request                                     | no        | yes       | yes            | no       | no            | yes
visa_cases          | update    | the status of the candidate's visa case                    | no        | no        | no             | no       | no            | yes
visa_cases          | delete    | the candidate's visa case                                  | no        | no        | no             | no       | no            | yes
visa_case_steps     | select    | a step of the candidate's visa case                        | no        | yes       | no             | no       | no            | yes
visa_case_steps     | insert    | a step in the candidate's visa case                        | no        | no        | no             | no       | no            | yes
visa_case_steps     | update    | completing a step of the candidate's visa case             | no        | no        | no             | no       | no            | yes
visa_case_steps     | delete    | a step of the candidate's visa case                        | no        | no        | no             | no       | no            | yes
visa_case_documents | select    | a document of the candidate's visa case                    | no        | yes       | no             | no       | no            | yes
visa_case_documents | insert    | a document in the candidate's visa case                    | no        | no        | no             | no       | no            | yes
visa_case_documents | update    | attaching a file to the candidate's visa document          | no        | yes       | no             | no       | no            | yes
visa_case_documents | update    | marking the candidate's visa document received             | no        | no        | no             | no       | no            | yes
visa_case_documents | delete    | a document of the candidate's visa case                    | no        | no        | no             | no       | no            | yes
visa_cases          | update    | taking the candidate's visa case (visa_case_take)          | no        | no        | no             | no       | no            | yes
visa_cases          | select    | the stage of a hired candidate's visa case (employer_visa_progress) | no        | no        | no             | yes      | no            | no
visa_case_steps     | update    | completing a step (visa_case_set_step)                     | no        | no        | no             | no       | no            | yes
visa_case_documents | insert    | requesting a document (visa_case_request_document)         | no        | no        | no             | no       | no            | yes
visa_case_documents | update    | accepting the candidate's upload (visa_case_review_document) | no        | no        | no             | no       | no            | yes
visa_case_notes     | select    | a shared note on the candidate's visa case                 | no        | yes       | no             | no       | no            | yes
visa_case_notes     | select    | an internal note on the candidate's visa case              | no        | no        | no             | no       | no            | yes
visa_case_notes     | insert    | a note written directly into the table                     | no        | no        | no             | no       | no            | no
visa_case_notes     | update    | rewording a note on the candidate's visa case              | no        | no        | no             | no       | no            | no
visa_case_notes     | delete    | a note on the candidate's visa case                        | no        | no        | no             | no       | no            | yes
visa_route_templates | select    | a visa route template                                      | no        | no        | no             | no       | no            | yes
visa_route_templates | insert    | a visa route template                                      | no        | no        | no             | no       | no            | no
visa_route_templates | update    | a visa route template                                      | no        | no        | no             | no       | no            | no
visa_route_templates | delete    | a visa route template                                      | no        | no        | no             | no       | no            | no
visa_route_template_steps | select    | a step of a visa route template                            | no        | no        | no             | no       | no            | yes
visa_route_template_steps | insert    | a step of a visa route template                            | no        | no        | no             | no       | no            | no
visa_route_template_steps | update    | a step of a visa route template                            | no        | no        | no             | no       | no            | no
visa_route_template_steps | delete    | a step of a visa route template                            | no        | no        | no             | no       | no            | no
articles            | select    | a published article                                        | yes       | yes       | yes            | yes      | yes           | yes
articles            | select    | a draft article                                            | no        | no        | no             | no       | no            | yes
articles            | insert    | an article                                                 | no        | no        | no             | no       | no            | yes
articles            | update    | the title of an article                                    | no        | no        | no             | no       | no            | yes
articles            | delete    | an article                                                 | no        | no        | no             | no       | no            | yes
faqs                | select    | a published FAQ                                            | yes       | yes       | yes            | yes      | yes           | yes
faqs                | select    | a draft FAQ                                                | no        | no        | no             | no       | no            | yes
faqs                | insert    | an FAQ                                                     | no        | no        | no             | no       | no            | yes
faqs                | update    | the answer of an FAQ                                       | no        | no        | no             | no       | no            | yes
faqs                | delete    | an FAQ                                                     | no        | no        | no             | no       | no            | yes
contact_messages    | select    | a contact message                                          | no        | no        | no             | no       | no            | yes
contact_messages    | insert    | a contact message                                          | yes       | yes       | yes            | yes      | yes           | yes
contact_messages    | insert    | a contact message already marked handled                   | no        | no        | no             | no       | no            | no
contact_messages    | update    | marking a contact message handled                          | no        | no        | no             | no       | no            | yes
contact_messages    | delete    | a contact message                                          | no        | no        | no             | no       | no            | yes
contact_replies     | select    | a reply to a contact message                               | no        | no        | no             | no       | no            | yes
contact_replies     | insert    | a reply written directly into the table                    | no        | no        | no             | no       | no            | no
contact_replies     | insert    | a reply through reply_to_contact_message()                 | no        | no        | no             | no       | no            | yes
contact_replies     | update    | rewriting a reply                                          | no        | no        | no             | no       | no            | no
contact_replies     | delete    | a reply                                                    | no        | no        | no             | no       | no            | no
faqs                | update    | the order of every FAQ through reorder_faqs()              | no        | no        | no             | no       | no            | yes
subscriptions       | select    | the employer's subscription                                | no        | no        | no             | yes      | no            | yes
subscriptions       | insert    | a plan request                                             | no        | no        | no             | yes      | yes           | yes
subscriptions       | insert    | an already active plan                                     | no        | no        | no             | no       | no            | yes
subscriptions       | update    | cancelling the employer's plan request                     | no        | no        | no             | yes      | no            | yes
subscriptions       | update    | activating the employer's plan request                     | no        | no        | no             | no       | no            | yes
subscriptions       | delete    | the employer's plan request                                | no        | no        | no             | no       | no            | yes
notifications       | select    | the candidate's notification                               | no        | yes       | no             | no       | no            | no
notifications       | insert    | a notification for the candidate                           | no        | no        | no             | no       | no            | yes
notifications       | update    | marking the candidate's notification read                  | no        | yes       | no             | no       | no            | no
notifications       | update    | rewriting the candidate's notification                     | no        | no        | no             | no       | no            | no
notifications       | delete    | the candidate's notification                               | no        | yes       | no             | no       | no            | no
notifications       | update    | changing the kind of the candidate's notification          | no        | no        | no             | no       | no            | no
notification_preferences | select | the candidate's email preferences                       | no        | yes       | no             | no       | no            | no
notification_preferences | insert | email preferences for the candidate                     | no        | yes       | no             | no       | no            | no
notification_preferences | update | turning off the candidate's emails                      | no        | yes       | no             | no       | no            | no
notification_preferences | delete | the candidate's email preferences                       | no        | no        | no             | no       | no            | no
audit_log           | select    | an entry of the audit trail                                | no        | no        | no             | no       | no            | yes
audit_log           | insert    | an entry written directly into the table                   | no        | no        | no             | no       | no            | no
audit_log           | update    | rewriting an entry                                         | no        | no        | no             | no       | no            | no
audit_log           | delete    | an entry of the audit trail                                | no        | no        | no             | no       | no            | no
storage.objects     | select    | downloading the candidate's CV                             | no        | yes       | no             | yes      | no            | yes
storage.objects     | select    | downloading the candidate's visa document                  | no        | yes       | no             | no       | no            | yes
storage.objects     | insert    | uploading into the candidate's CV folder                   | no        | yes       | no             | no       | no            | yes
storage.objects     | insert    | uploading a CV into one's own folder                       | no        | yes       | yes            | yes      | yes           | yes
storage.objects     | update    | replacing the candidate's CV                               | no        | yes       | no             | no       | no            | yes
storage.objects     | delete    | removing the candidate's CV                                | no        | yes       | no             | no       | no            | yes
storage.objects     | select    | downloading the employer's logo                            | yes       | yes       | yes            | yes      | yes           | yes
storage.objects     | insert    | uploading into the employer's logo folder                  | no        | no        | no             | yes      | no            | yes
storage.objects     | update    | replacing the employer's logo                              | no        | no        | no             | yes      | no            | yes
storage.objects     | delete    | removing the employer's logo                               | no        | no        | no             | yes      | no            | yes
storage.objects     | insert    | uploading an article cover                                 | no        | no        | no             | no       | no            | yes
exchange_rates      | select    | a currency's exchange rate                                 | yes       | yes       | yes            | yes      | yes           | yes
exchange_rates      | insert    | a rate for a new currency                                  | no        | no        | no             | no       | no            | yes
exchange_rates      | update    | changing a currency's rate                                 | no        | no        | no             | no       | no            | yes
exchange_rates      | delete    | a currency's exchange rate                                 | no        | no        | no             | no       | no            | no
visa_routes         | select    | a visa route                                               | yes       | yes       | yes            | yes      | yes           | yes
visa_routes         | insert    | a visa route                                               | no        | no        | no             | no       | no            | yes
visa_routes         | update    | the note of a visa route                                   | no        | no        | no             | no       | no            | yes
visa_routes         | delete    | a visa route                                               | no        | no        | no             | no       | no            | no
visa_thresholds     | select    | a salary threshold of a route                              | yes       | yes       | yes            | yes      | yes           | yes
visa_thresholds     | insert    | a salary threshold of a route                              | no        | no        | no             | no       | no            | yes
visa_thresholds     | update    | the note of a salary threshold                             | no        | no        | no             | no       | no            | yes
visa_thresholds     | delete    | a salary threshold of a route                              | no        | no        | no             | no       | no            | no
visa_occupations    | select    | an occupation code                                         | yes       | yes       | yes            | yes      | yes           | yes
visa_occupations    | insert    | an occupation code                                         | no        | no        | no             | no       | no            | yes
visa_occupations    | update    | the title of an occupation code                            | no        | no        | no             | no       | no            | yes
visa_occupations    | delete    | an occupation code                                         | no        | no        | no             | no       | no            | no
visa_occupation_routes | select    | an occupation's standing on a route                        | yes       | yes       | yes            | yes      | yes           | yes
visa_occupation_routes | insert    | an occupation's standing on a route                        | no        | no        | no             | no       | no            | yes
visa_occupation_routes | update    | making an occupation ineligible on a route                 | no        | no        | no             | no       | no            | yes
visa_occupation_routes | delete    | an occupation's standing on a route                        | no        | no        | no             | no       | no            | no
visa_citizenship_rights | select    | a citizenship right                                        | yes       | yes       | yes            | yes      | yes           | yes
visa_citizenship_rights | insert    | a citizenship right                                        | no        | no        | no             | no       | no            | yes
visa_citizenship_rights | update    | the conditions of a citizenship right                      | no        | no        | no             | no       | no            | yes
visa_citizenship_rights | delete    | a citizenship right                                        | no        | no        | no             | no       | no            | no
employer_licences   | select    | the employer's licence claim                               | no        | no        | no             | yes      | no            | yes
employer_licences   | select    | the employer's verified licence                            | yes       | yes       | yes            | yes      | yes           | yes
employer_licences   | insert    | a licence claim for the employer                           | no        | no        | no             | yes      | no            | yes
employer_licences   | insert    | a verified licence for the employer                        | no        | no        | no             | no       | no            | yes
employer_licences   | update    | the number of the employer's licence claim                 | no        | no        | no             | yes      | no            | yes
employer_licences   | update    | verifying the employer's licence claim                     | no        | no        | no             | no       | no            | yes
employer_licences   | delete    | the employer's licence claim                               | no        | no        | no             | yes      | no            | no
employer_licences   | delete    | the employer's verified licence                            | no        | no        | no             | no       | no            | no
candidate_citizenships | select    | the candidate's citizenships                               | no        | yes       | no             | no       | no            | no
candidate_citizenships | insert    | citizenships for the candidate                             | no        | yes       | no             | no       | no            | no
candidate_citizenships | update    | the candidate's citizenships                               | no        | yes       | no             | no       | no            | no
candidate_citizenships | delete    | the candidate's citizenships                               | no        | yes       | no             | no       | no            | no
sponsor_register_imports | select | a register import                                          | no        | no        | no             | no       | no            | yes
sponsor_register_imports | insert | starting a register import                                 | no        | no        | no             | no       | no            | yes
sponsor_register_imports | update | marking a register import confirmed                        | no        | no        | no             | no       | no            | no
sponsor_register_imports | delete | a register import                                          | no        | no        | no             | no       | no            | no
sponsor_register_entries | select | a row of a register import                                 | no        | no        | no             | no       | no            | yes
sponsor_register_entries | insert | a row of an uploading register import                      | no        | no        | no             | no       | no            | yes
sponsor_register_entries | update | the organisation of a register row                         | no        | no        | no             | no       | no            | no
sponsor_register_entries | delete | a row of a register import                                 | no        | no        | no             | no       | no            | no
`;

export const operations = ['select', 'insert', 'update', 'delete'] as const;
export type Operation = (typeof operations)[number];

export interface Expectation {
  table: string;
  operation: Operation;
  scenario: string;
  allowed: Record<Persona, boolean>;
}

export interface MatrixCase {
  table: string;
  operation: Operation;
  scenario: string;
  persona: Persona;
  allowed: boolean;
}

function parse(text: string): Expectation[] {
  const [header, ...rows] = text.trim().split('\n').map((line) => line.split('|').map((cell) => cell.trim()));
  const personaColumns = header!.slice(3);
  if (personaColumns.join() !== personas.join()) throw new Error('The persona columns are out of order');
  return rows.map((cells) => {
    const [tableName, operation, scenario, ...answers] = cells;
    if (!operations.includes(operation as Operation)) throw new Error(`Unknown operation in: ${cells.join(' | ')}`);
    if (answers.length !== personas.length || answers.some((a) => a !== 'yes' && a !== 'no')) {
      throw new Error(`Expected yes or no for every persona in: ${cells.join(' | ')}`);
    }
    const allowed = Object.fromEntries(personas.map((p, i) => [p, answers[i] === 'yes'])) as Record<Persona, boolean>;
    return { table: tableName!, operation: operation as Operation, scenario: scenario!, allowed };
  });
}

export const expectations = parse(table);

export const matrixCases: MatrixCase[] = expectations.flatMap((e) =>
  personas.map((persona) => ({
    table: e.table,
    operation: e.operation,
    scenario: e.scenario,
    persona,
    allowed: e.allowed[persona],
  })),
);

export function scenarioKey(e: { table: string; operation: Operation; scenario: string }): string {
  return `${e.table} ${e.operation}: ${e.scenario}`;
}
