import { personas, type Persona } from './personas.js';

/**
 * What each persona may do, one scenario per line: `yes` means the attempt must take effect,
 * `no` means it must be refused (an RLS or privilege error, or no row touched) and leave the
 * database unchanged. "the candidate" / "the employer" are the demo accounts; "other" personas
 * are a second candidate (Daniel Mensah) and a second employer (Harbour Health Network). "the
 * recruiter" (Jordan Reyes, signed in with a second factor) has the candidate on their caseload
 * of the managed service and not the other candidate, who is not enrolled.
 */
const table = `
table               | operation | scenario                                                   | anonymous | candidate | otherCandidate | employer | otherEmployer | admin | recruiter
profiles            | select    | the candidate's profile                                    | no        | yes       | no             | yes      | no            | yes   | yes
profiles            | select    | a verified employer's company fields                       | yes       | yes       | yes            | yes      | yes           | yes   | yes
profiles            | select    | a verified employer's contact e-mail                       | no        | no        | no             | yes      | no            | yes   | no
profiles            | select    | an employer awaiting verification                          | no        | no        | no             | no       | no            | yes   | no
profiles            | insert    | a profile row for oneself                                  | no        | no        | no             | no       | no            | no    | no
profiles            | update    | the candidate's headline                                   | no        | yes       | no             | no       | no            | yes   | no
profiles            | update    | making an account an admin                                 | no        | no        | no             | no       | no            | yes   | no
profiles            | update    | verifying the employer awaiting verification               | no        | no        | no             | no       | no            | yes   | no
profiles            | delete    | the candidate's profile                                    | no        | no        | no             | no       | no            | no    | no
jobs                | select    | a live job                                                 | yes       | yes       | yes            | yes      | yes           | yes   | yes
jobs                | select    | the employer's pending job                                 | no        | no        | no             | yes      | no            | yes   | no
jobs                | select    | the employer's expired job                                 | no        | no        | no             | yes      | no            | yes   | no
jobs                | select    | the employer's draft job                                   | no        | no        | no             | yes      | no            | yes   | no
jobs                | select    | the other employer's pending job                           | no        | no        | no             | no       | yes           | yes   | no
jobs                | select    | a rejected job                                             | no        | no        | no             | no       | no            | yes   | no
jobs                | insert    | a job for one's own company                                | no        | no        | no             | yes      | yes           | yes   | no
jobs                | insert    | an already approved job                                    | no        | no        | no             | no       | no            | yes   | no
jobs                | insert    | an already featured job                                    | no        | no        | no             | no       | no            | yes   | no
jobs                | update    | the title of the employer's draft job                      | no        | no        | no             | yes      | no            | yes   | no
jobs                | update    | approving the employer's pending job                       | no        | no        | no             | no       | no            | yes   | no
jobs                | update    | rejecting the employer's pending job                       | no        | no        | no             | no       | no            | yes   | no
jobs                | update    | featuring the employer's live job                          | no        | no        | no             | no       | no            | yes   | no
jobs                | delete    | the employer's draft job                                   | no        | no        | no             | yes      | no            | yes   | no
jobs                | select    | a live job of the employer while it is blocked             | no        | no        | no             | yes      | no            | yes   | no
jobs                | insert    | a job for one's own company while blocked                  | no        | no        | no             | no       | no            | yes   | no
jobs                | update    | the title of one's own draft job while blocked             | no        | no        | no             | no       | no            | yes   | no
jobs                | select    | an expired job's public fields (closed_job)                | yes       | yes       | yes            | yes      | yes           | yes   | yes
jobs                | select    | anything of a closed job beyond its public fields (closed_job) | no    | no        | no             | no       | no            | no    | no
jobs                | select    | a pending job through closed_job                           | no        | no        | no             | no       | no            | no    | no
jobs                | select    | a rejected job through closed_job                          | no        | no        | no             | no       | no            | no    | no
jobs                | select    | a blocked employer's expired job through closed_job        | no        | no        | no             | no       | no            | no    | no
jobs                | select    | similar live jobs of an expired job (similar_jobs)         | yes       | yes       | yes            | yes      | yes           | yes   | yes
jobs                | select    | similar jobs of the employer's pending job (similar_jobs)  | no        | no        | no             | yes      | no            | yes   | no
profiles            | update    | blocking the other employer                                | no        | no        | no             | no       | no            | yes   | no
company_slug_history | select   | a renamed company's old slug                               | yes       | yes       | yes            | yes      | yes           | yes   | yes
company_slug_history | insert   | an old slug for the employer                               | no        | no        | no             | no       | no            | no    | no
company_slug_history | update   | pointing an old slug at another company                    | no        | no        | no             | no       | no            | no    | no
company_slug_history | delete   | a renamed company's old slug                               | no        | no        | no             | no       | no            | no    | no
applications        | select    | the candidate's application to the employer's job          | no        | yes       | no             | yes      | no            | yes   | yes
applications        | select    | the other candidate's application to the other employer    | no        | no        | yes            | no       | yes           | yes   | no
applications        | insert    | an application to a live job as oneself                    | no        | yes       | yes            | no       | no            | no    | no
applications        | insert    | an application to a pending job as oneself                 | no        | no        | no             | no       | no            | no    | no
applications        | update    | shortlisting the candidate's application                   | no        | no        | no             | yes      | no            | yes   | no
applications        | update    | withdrawing the candidate's application                    | no        | yes       | no             | no       | no            | yes   | no
applications        | update    | rewriting the candidate's cover letter                     | no        | no        | no             | no       | no            | yes   | no
applications        | delete    | the candidate's application                                | no        | no        | no             | no       | no            | yes   | no
application_events  | select    | the history of the candidate's application                 | no        | yes       | no             | yes      | no            | yes   | no
application_events  | insert    | a history entry                                            | no        | no        | no             | no       | no            | no    | no
application_events  | update    | a history entry                                            | no        | no        | no             | no       | no            | no    | no
application_events  | delete    | a history entry                                            | no        | no        | no             | no       | no            | no    | no
saved_jobs          | select    | the candidate's saved job                                  | no        | yes       | no             | no       | no            | yes   | no
saved_jobs          | insert    | saving a live job as oneself                               | no        | yes       | yes            | no       | no            | no    | no
saved_jobs          | update    | the candidate's saved job                                  | no        | no        | no             | no       | no            | no    | no
saved_jobs          | delete    | the candidate's saved job                                  | no        | yes       | no             | no       | no            | no    | no
job_alerts          | select    | the candidate's job alert                                  | no        | yes       | no             | no       | no            | no    | no
job_alerts          | insert    | a job alert for oneself                                    | no        | yes       | yes            | no       | no            | no    | no
job_alerts          | update    | pausing the candidate's job alert                          | no        | yes       | no             | no       | no            | no    | no
job_alerts          | delete    | the candidate's job alert                                  | no        | yes       | no             | no       | no            | no    | no
interviews          | select    | the candidate's interview                                  | no        | yes       | no             | yes      | no            | yes   | no
interviews          | insert    | an interview for the candidate's application               | no        | no        | no             | yes      | no            | yes   | no
interviews          | update    | the notes of the candidate's interview                     | no        | no        | no             | yes      | no            | yes   | no
interviews          | delete    | the candidate's interview                                  | no        | no        | no             | yes      | no            | yes   | no
interviews          | update    | accepting the candidate's interview invitation             | no        | yes       | no             | no       | no            | yes   | no
interviews          | update    | moving the time of the candidate's interview               | no        | no        | no             | yes      | no            | yes   | no
interviews          | update    | cancelling the candidate's interview with a reason         | no        | no        | no             | yes      | no            | yes   | no
visa_cases          | select    | the candidate's visa case                                  | no        | yes       | no             | no       | no            | yes   | no
visa_cases          | insert    | a visa support request                                     | no        | yes       | yes            | no       | no            | yes   | no
visa_cases          | update    | the status of the candidate's visa case                    | no        | no        | no             | no       | no            | yes   | no
visa_cases          | delete    | the candidate's visa case                                  | no        | no        | no             | no       | no            | yes   | no
visa_case_steps     | select    | a step of the candidate's visa case                        | no        | yes       | no             | no       | no            | yes   | no
visa_case_steps     | insert    | a step in the candidate's visa case                        | no        | no        | no             | no       | no            | yes   | no
visa_case_steps     | update    | completing a step of the candidate's visa case             | no        | no        | no             | no       | no            | yes   | no
visa_case_steps     | delete    | a step of the candidate's visa case                        | no        | no        | no             | no       | no            | yes   | no
visa_case_documents | select    | a document of the candidate's visa case                    | no        | yes       | no             | no       | no            | yes   | no
visa_case_documents | insert    | a document in the candidate's visa case                    | no        | no        | no             | no       | no            | yes   | no
visa_case_documents | update    | attaching a file to the candidate's visa document          | no        | yes       | no             | no       | no            | yes   | no
visa_case_documents | update    | marking the candidate's visa document received             | no        | no        | no             | no       | no            | yes   | no
visa_case_documents | delete    | a document of the candidate's visa case                    | no        | no        | no             | no       | no            | yes   | no
visa_cases          | update    | taking the candidate's visa case (visa_case_take)          | no        | no        | no             | no       | no            | yes   | no
visa_cases          | select    | the stage of a hired candidate's visa case (employer_visa_progress) | no        | no        | no             | yes      | no            | no    | no
visa_case_steps     | update    | completing a step (visa_case_set_step)                     | no        | no        | no             | no       | no            | yes   | no
visa_case_documents | insert    | requesting a document (visa_case_request_document)         | no        | no        | no             | no       | no            | yes   | no
visa_case_documents | update    | accepting the candidate's upload (visa_case_review_document) | no        | no        | no             | no       | no            | yes   | no
visa_case_notes     | select    | a shared note on the candidate's visa case                 | no        | yes       | no             | no       | no            | yes   | no
visa_case_notes     | select    | an internal note on the candidate's visa case              | no        | no        | no             | no       | no            | yes   | no
visa_case_notes     | insert    | a note written directly into the table                     | no        | no        | no             | no       | no            | no    | no
visa_case_notes     | update    | rewording a note on the candidate's visa case              | no        | no        | no             | no       | no            | no    | no
visa_case_notes     | delete    | a note on the candidate's visa case                        | no        | no        | no             | no       | no            | yes   | no
visa_route_templates | select    | a visa route template                                      | no        | no        | no             | no       | no            | yes   | no
visa_route_templates | insert    | a visa route template                                      | no        | no        | no             | no       | no            | no    | no
visa_route_templates | update    | a visa route template                                      | no        | no        | no             | no       | no            | no    | no
visa_route_templates | delete    | a visa route template                                      | no        | no        | no             | no       | no            | no    | no
visa_route_template_steps | select    | a step of a visa route template                            | no        | no        | no             | no       | no            | yes   | no
visa_route_template_steps | insert    | a step of a visa route template                            | no        | no        | no             | no       | no            | no    | no
visa_route_template_steps | update    | a step of a visa route template                            | no        | no        | no             | no       | no            | no    | no
visa_route_template_steps | delete    | a step of a visa route template                            | no        | no        | no             | no       | no            | no    | no
articles            | select    | a published article                                        | yes       | yes       | yes            | yes      | yes           | yes   | yes
articles            | select    | a draft article                                            | no        | no        | no             | no       | no            | yes   | no
articles            | insert    | an article                                                 | no        | no        | no             | no       | no            | yes   | no
articles            | update    | the title of an article                                    | no        | no        | no             | no       | no            | yes   | no
articles            | delete    | an article                                                 | no        | no        | no             | no       | no            | yes   | no
faqs                | select    | a published FAQ                                            | yes       | yes       | yes            | yes      | yes           | yes   | yes
faqs                | select    | a draft FAQ                                                | no        | no        | no             | no       | no            | yes   | no
faqs                | insert    | an FAQ                                                     | no        | no        | no             | no       | no            | yes   | no
faqs                | update    | the answer of an FAQ                                       | no        | no        | no             | no       | no            | yes   | no
faqs                | delete    | an FAQ                                                     | no        | no        | no             | no       | no            | yes   | no
contact_messages    | select    | a contact message                                          | no        | no        | no             | no       | no            | yes   | no
contact_messages    | insert    | a contact message                                          | yes       | yes       | yes            | yes      | yes           | yes   | yes
contact_messages    | insert    | a contact message already marked handled                   | no        | no        | no             | no       | no            | no    | no
contact_messages    | update    | marking a contact message handled                          | no        | no        | no             | no       | no            | yes   | no
contact_messages    | delete    | a contact message                                          | no        | no        | no             | no       | no            | yes   | no
contact_replies     | select    | a reply to a contact message                               | no        | no        | no             | no       | no            | yes   | no
contact_replies     | insert    | a reply written directly into the table                    | no        | no        | no             | no       | no            | no    | no
contact_replies     | insert    | a reply through reply_to_contact_message()                 | no        | no        | no             | no       | no            | yes   | no
contact_replies     | update    | rewriting a reply                                          | no        | no        | no             | no       | no            | no    | no
contact_replies     | delete    | a reply                                                    | no        | no        | no             | no       | no            | no    | no
faqs                | update    | the order of every FAQ through reorder_faqs()              | no        | no        | no             | no       | no            | yes   | no
subscriptions       | select    | the employer's subscription                                | no        | no        | no             | yes      | no            | yes   | no
subscriptions       | insert    | a plan request                                             | no        | no        | no             | yes      | yes           | yes   | no
subscriptions       | insert    | an already active plan                                     | no        | no        | no             | no       | no            | yes   | no
subscriptions       | update    | cancelling the employer's plan request                     | no        | no        | no             | yes      | no            | yes   | no
subscriptions       | update    | activating the employer's plan request                     | no        | no        | no             | no       | no            | yes   | no
subscriptions       | delete    | the employer's plan request                                | no        | no        | no             | no       | no            | yes   | no
notifications       | select    | the candidate's notification                               | no        | yes       | no             | no       | no            | no    | no
notifications       | insert    | a notification for the candidate                           | no        | no        | no             | no       | no            | yes   | no
notifications       | update    | marking the candidate's notification read                  | no        | yes       | no             | no       | no            | no    | no
notifications       | update    | rewriting the candidate's notification                     | no        | no        | no             | no       | no            | no    | no
notifications       | delete    | the candidate's notification                               | no        | yes       | no             | no       | no            | no    | no
notifications       | update    | changing the kind of the candidate's notification          | no        | no        | no             | no       | no            | no    | no
notification_preferences | select | the candidate's email preferences                       | no        | yes       | no             | no       | no            | no    | no
notification_preferences | insert | email preferences for the candidate                     | no        | yes       | no             | no       | no            | no    | no
notification_preferences | update | turning off the candidate's emails                      | no        | yes       | no             | no       | no            | no    | no
notification_preferences | delete | the candidate's email preferences                       | no        | no        | no             | no       | no            | no    | no
audit_log           | select    | an entry of the audit trail                                | no        | no        | no             | no       | no            | yes   | no
audit_log           | insert    | an entry written directly into the table                   | no        | no        | no             | no       | no            | no    | no
audit_log           | update    | rewriting an entry                                         | no        | no        | no             | no       | no            | no    | no
audit_log           | delete    | an entry of the audit trail                                | no        | no        | no             | no       | no            | no    | no
storage.objects     | select    | downloading the candidate's CV                             | no        | yes       | no             | yes      | no            | yes   | yes
storage.objects     | select    | downloading the candidate's visa document                  | no        | yes       | no             | no       | no            | yes   | no
storage.objects     | insert    | uploading into the candidate's CV folder                   | no        | yes       | no             | no       | no            | yes   | no
storage.objects     | insert    | uploading a CV into one's own folder                       | no        | yes       | yes            | yes      | yes           | yes   | yes
storage.objects     | update    | replacing the candidate's CV                               | no        | yes       | no             | no       | no            | yes   | no
storage.objects     | delete    | removing the candidate's CV                                | no        | yes       | no             | no       | no            | yes   | no
storage.objects     | select    | downloading the employer's logo                            | yes       | yes       | yes            | yes      | yes           | yes   | yes
storage.objects     | insert    | uploading into the employer's logo folder                  | no        | no        | no             | yes      | no            | yes   | no
storage.objects     | update    | replacing the employer's logo                              | no        | no        | no             | yes      | no            | yes   | no
storage.objects     | delete    | removing the employer's logo                               | no        | no        | no             | yes      | no            | yes   | no
storage.objects     | insert    | uploading an article cover                                 | no        | no        | no             | no       | no            | yes   | no
exchange_rates      | select    | a currency's exchange rate                                 | yes       | yes       | yes            | yes      | yes           | yes   | yes
exchange_rates      | insert    | a rate for a new currency                                  | no        | no        | no             | no       | no            | yes   | no
exchange_rates      | update    | changing a currency's rate                                 | no        | no        | no             | no       | no            | yes   | no
exchange_rates      | delete    | a currency's exchange rate                                 | no        | no        | no             | no       | no            | no    | no
industries          | select    | an industry                                                | yes       | yes       | yes            | yes      | yes           | yes   | yes
industries          | insert    | a new industry                                             | no        | no        | no             | no       | no            | no    | no
industries          | update    | renaming an industry                                       | no        | no        | no             | no       | no            | no    | no
industries          | delete    | an industry                                                | no        | no        | no             | no       | no            | no    | no
visa_routes         | select    | a visa route                                               | yes       | yes       | yes            | yes      | yes           | yes   | yes
visa_routes         | insert    | a visa route                                               | no        | no        | no             | no       | no            | yes   | no
visa_routes         | update    | the note of a visa route                                   | no        | no        | no             | no       | no            | yes   | no
visa_routes         | delete    | a visa route                                               | no        | no        | no             | no       | no            | no    | no
visa_thresholds     | select    | a salary threshold of a route                              | yes       | yes       | yes            | yes      | yes           | yes   | yes
visa_thresholds     | insert    | a salary threshold of a route                              | no        | no        | no             | no       | no            | yes   | no
visa_thresholds     | update    | the note of a salary threshold                             | no        | no        | no             | no       | no            | yes   | no
visa_thresholds     | delete    | a salary threshold of a route                              | no        | no        | no             | no       | no            | no    | no
visa_occupations    | select    | an occupation code                                         | yes       | yes       | yes            | yes      | yes           | yes   | yes
visa_occupations    | insert    | an occupation code                                         | no        | no        | no             | no       | no            | yes   | no
visa_occupations    | update    | the title of an occupation code                            | no        | no        | no             | no       | no            | yes   | no
visa_occupations    | delete    | an occupation code                                         | no        | no        | no             | no       | no            | no    | no
visa_occupation_routes | select    | an occupation's standing on a route                        | yes       | yes       | yes            | yes      | yes           | yes   | yes
visa_occupation_routes | insert    | an occupation's standing on a route                        | no        | no        | no             | no       | no            | yes   | no
visa_occupation_routes | update    | making an occupation ineligible on a route                 | no        | no        | no             | no       | no            | yes   | no
visa_occupation_routes | delete    | an occupation's standing on a route                        | no        | no        | no             | no       | no            | no    | no
visa_citizenship_rights | select    | a citizenship right                                        | yes       | yes       | yes            | yes      | yes           | yes   | yes
visa_citizenship_rights | insert    | a citizenship right                                        | no        | no        | no             | no       | no            | yes   | no
visa_citizenship_rights | update    | the conditions of a citizenship right                      | no        | no        | no             | no       | no            | yes   | no
visa_citizenship_rights | delete    | a citizenship right                                        | no        | no        | no             | no       | no            | no    | no
employer_licences   | select    | the employer's licence claim                               | no        | no        | no             | yes      | no            | yes   | no
employer_licences   | select    | the employer's verified licence                            | yes       | yes       | yes            | yes      | yes           | yes   | yes
employer_licences   | insert    | a licence claim for the employer                           | no        | no        | no             | yes      | no            | yes   | no
employer_licences   | insert    | a verified licence for the employer                        | no        | no        | no             | no       | no            | yes   | no
employer_licences   | update    | the number of the employer's licence claim                 | no        | no        | no             | yes      | no            | yes   | no
employer_licences   | update    | verifying the employer's licence claim                     | no        | no        | no             | no       | no            | yes   | no
employer_licences   | delete    | the employer's licence claim                               | no        | no        | no             | yes      | no            | no    | no
employer_licences   | delete    | the employer's verified licence                            | no        | no        | no             | no       | no            | no    | no
candidate_citizenships | select    | the candidate's citizenships                               | no        | yes       | no             | no       | no            | no    | yes
candidate_citizenships | insert    | citizenships for the candidate                             | no        | yes       | no             | no       | no            | no    | no
candidate_citizenships | update    | the candidate's citizenships                               | no        | yes       | no             | no       | no            | no    | no
candidate_citizenships | delete    | the candidate's citizenships                               | no        | yes       | no             | no       | no            | no    | no
sponsor_register_imports | select | a register import                                          | no        | no        | no             | no       | no            | yes   | no
sponsor_register_imports | insert | starting a register import                                 | no        | no        | no             | no       | no            | yes   | no
sponsor_register_imports | update | marking a register import confirmed                        | no        | no        | no             | no       | no            | no    | no
sponsor_register_imports | delete | a register import                                          | no        | no        | no             | no       | no            | no    | no
sponsor_register_entries | select | a row of a register import                                 | no        | no        | no             | no       | no            | yes   | no
sponsor_register_entries | insert | a row of an uploading register import                      | no        | no        | no             | no       | no            | yes   | no
sponsor_register_entries | update | the organisation of a register row                         | no        | no        | no             | no       | no            | no    | no
sponsor_register_entries | delete | a row of a register import                                 | no        | no        | no             | no       | no            | no    | no
profiles            | select    | the other candidate's profile                              | no        | no        | yes            | no       | yes           | yes   | no
profiles            | select    | the candidate's phone (profile_details)                    | no        | yes       | no             | yes      | no            | yes   | yes
profiles            | select    | the other candidate's phone (profile_details)              | no        | no        | yes            | no       | yes           | yes   | no
profiles            | select    | the recruiter's profile                                    | no        | yes       | no             | no       | no            | yes   | yes
applications        | insert    | an application marked as submitted by the recruiter        | no        | no        | no             | no       | no            | no    | no
jobs                | select    | an expired job the recruiter proposed to the candidate     | no        | no        | no             | yes      | no            | yes   | yes
candidate_citizenships | select    | the other candidate's citizenships                         | no        | no        | yes            | no       | no            | no    | no
storage.objects     | select    | downloading the other candidate's CV                       | no        | no        | yes            | no       | yes           | yes   | no
service_consent_texts | select    | the current consent text                                   | yes       | yes       | yes            | yes      | yes           | yes   | yes
service_consent_texts | insert    | a new consent text version                                 | no        | no        | no             | no       | no            | yes   | no
service_consent_texts | update    | rewording a consent text                                   | no        | no        | no             | no       | no            | no    | no
service_consent_texts | delete    | a consent text                                             | no        | no        | no             | no       | no            | no    | no
service_enrolments  | select    | the candidate's enrolment                                  | no        | yes       | no             | no       | no            | yes   | yes
service_enrolments  | select    | the candidate's enrolment through service_caseload         | no        | yes       | no             | no       | no            | yes   | yes
service_enrolments  | select    | the other candidate's enrolment, on no caseload            | no        | no        | yes            | no       | no            | yes   | no
service_enrolments  | insert    | enrolling oneself directly into the table                  | no        | no        | no             | no       | no            | no    | no
service_enrolments  | insert    | enrolling oneself through enrol_in_managed_service()       | no        | yes       | yes            | no       | no            | no    | no
service_enrolments  | update    | the candidate's targets written directly into the table    | no        | no        | no             | no       | no            | no    | no
service_enrolments  | update    | moving the other candidate onto the recruiter's caseload (assign_recruiter) | no        | no        | no             | no       | no            | yes   | no
service_enrolments  | delete    | the candidate's enrolment                                  | no        | no        | no             | no       | no            | no    | no
service_consents    | select    | the candidate's consent record                             | no        | yes       | no             | no       | no            | yes   | yes
service_consents    | insert    | a consent record written directly into the table           | no        | no        | no             | no       | no            | no    | no
service_consents    | update    | withdrawing the candidate's consent record directly        | no        | no        | no             | no       | no            | no    | no
service_consents    | delete    | the candidate's consent record                             | no        | no        | no             | no       | no            | no    | no
service_proposals   | select    | a proposal made to the candidate                           | no        | yes       | no             | no       | no            | yes   | yes
service_proposals   | insert    | proposing a live job to the candidate                      | no        | no        | no             | no       | no            | no    | yes
service_proposals   | insert    | proposing a live job to the other candidate                | no        | no        | no             | no       | no            | no    | no
service_proposals   | insert    | proposing a pending job to the candidate                   | no        | no        | no             | no       | no            | no    | no
service_proposals   | update    | rewording an open proposal to the candidate                | no        | no        | no             | no       | no            | no    | yes
service_proposals   | update    | withdrawing an open proposal to the candidate              | no        | no        | no             | no       | no            | no    | yes
service_proposals   | update    | approving a proposal to the candidate by writing its status | no        | no        | no             | no       | no            | no    | no
service_proposals   | update    | declining a proposal to the candidate (decide_service_proposal) | no        | yes       | no             | no       | no            | no    | no
service_proposals   | delete    | a proposal made to the candidate                           | no        | no        | no             | no       | no            | no    | no
service_notes       | select    | a note on the candidate                                    | no        | no        | no             | no       | no            | yes   | yes
service_notes       | select    | a note on the other candidate                              | no        | no        | no             | no       | no            | yes   | no
service_notes       | insert    | a note on the candidate                                    | no        | no        | no             | no       | no            | yes   | yes
service_notes       | insert    | a note on the other candidate                              | no        | no        | no             | no       | no            | yes   | no
service_notes       | update    | rewording a note on the candidate                          | no        | no        | no             | no       | no            | no    | no
service_notes       | delete    | a note on the candidate                                    | no        | no        | no             | no       | no            | no    | no
service_fees        | select    | the fee schedule                                           | yes       | yes       | yes            | yes      | yes           | yes   | yes
service_fees        | insert    | a new fee                                                  | no        | no        | no             | no       | no            | no    | no
service_fees        | update    | the label of a fee                                         | no        | no        | no             | no       | no            | yes   | no
service_fees        | update    | changing the event that charges a fee                      | no        | no        | no             | no       | no            | no    | no
service_fees        | delete    | a fee                                                      | no        | no        | no             | no       | no            | no    | no
fee_jurisdictions   | select    | a restricted jurisdiction                                  | yes       | yes       | yes            | yes      | yes           | yes   | yes
fee_jurisdictions   | insert    | a restricted jurisdiction                                  | no        | no        | no             | no       | no            | yes   | no
fee_jurisdictions   | update    | the summary of a restricted jurisdiction                   | no        | no        | no             | no       | no            | yes   | no
fee_jurisdictions   | delete    | a restricted jurisdiction                                  | no        | no        | no             | no       | no            | yes   | no
billing_details     | select    | the seller's billing details                               | no        | yes       | yes            | yes      | yes           | yes   | yes
billing_details     | insert    | the billing details while none are kept                    | no        | no        | no             | no       | no            | yes   | no
billing_details     | update    | the seller's bank account name                             | no        | no        | no             | no       | no            | yes   | no
billing_details     | delete    | the seller's billing details                               | no        | no        | no             | no       | no            | no    | no
service_orders      | select    | the candidate's order                                      | no        | yes       | no             | no       | no            | yes   | no
service_orders      | insert    | ordering a translation for oneself                         | no        | yes       | no             | no       | no            | no    | no
service_orders      | update    | the quantity of the candidate's order                      | no        | no        | no             | no       | no            | no    | no
service_orders      | delete    | the candidate's order                                      | no        | no        | no             | no       | no            | no    | no
invoices            | select    | the candidate's invoice                                    | no        | yes       | no             | no       | no            | yes   | no
invoices            | select    | the other candidate's invoice                              | no        | no        | yes            | no       | no            | yes   | no
invoices            | insert    | an invoice written directly into the table                 | no        | no        | no             | no       | no            | no    | no
invoices            | update    | marking the candidate's invoice paid directly              | no        | no        | no             | no       | no            | no    | no
invoices            | update    | recording a bank transfer for the candidate's invoice (record_invoice_payment) | no        | no        | no             | no       | no            | yes   | no
invoices            | update    | recording a provider payment for the candidate's invoice (record_provider_payment) | no        | no        | no             | no       | no            | no    | no
invoices            | update    | voiding the candidate's invoice (void_invoice)             | no        | no        | no             | no       | no            | yes   | no
invoices            | delete    | the candidate's invoice                                    | no        | no        | no             | no       | no            | no    | no
invoice_lines       | select    | a line of the candidate's invoice                          | no        | yes       | no             | no       | no            | yes   | no
invoice_lines       | insert    | a line added to the candidate's invoice                    | no        | no        | no             | no       | no            | no    | no
invoice_lines       | update    | the amount of a line of the candidate's invoice            | no        | no        | no             | no       | no            | no    | no
invoice_lines       | delete    | a line of the candidate's invoice                          | no        | no        | no             | no       | no            | no    | no
service_charges     | select    | the candidate's charge                                     | no        | yes       | no             | no       | no            | yes   | no
service_charges     | insert    | a charge written directly into the table                   | no        | no        | no             | no       | no            | no    | no
service_charges     | update    | waiving the candidate's charge directly                    | no        | no        | no             | no       | no            | no    | no
service_charges     | delete    | the candidate's charge                                     | no        | no        | no             | no       | no            | no    | no
invoice_counters    | select    | an invoice counter                                         | no        | no        | no             | no       | no            | no    | no
invoice_counters    | insert    | a counter for a new year                                   | no        | no        | no             | no       | no            | no    | no
invoice_counters    | update    | moving an invoice counter back                             | no        | no        | no             | no       | no            | no    | no
invoice_counters    | delete    | an invoice counter                                         | no        | no        | no             | no       | no            | no    | no
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
