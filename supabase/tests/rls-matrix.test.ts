import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptFor, registeredScenarioKeys } from './support/attempts.js';
import { personas, signInPersonas, type SignedInPersonas } from './support/personas.js';
import { columnCases } from './support/column-expectations.js';
import { giveEmployerUnlimitedPlan } from './support/fixtures.js';
import { prepareColumnSubjects, readsColumn, realValue } from './support/column-readers.js';
import { expectations, matrixCases, operations, scenarioKey } from './support/rls-expectations.js';
import { startTestServer, type TestServer } from '@globalhire/supabase-local/testing';
import './support/scenarios/accounts-and-jobs.js';
import './support/scenarios/applications.js';
import './support/scenarios/saved-jobs.js';
import './support/scenarios/interviews.js';
import './support/scenarios/content-and-billing.js';
import './support/scenarios/inbox-and-cms.js';
import './support/scenarios/job-alerts.js';
import './support/scenarios/storage.js';
import './support/scenarios/visa-cases.js';
import './support/scenarios/visa-workflow.js';
import './support/scenarios/notifications.js';

import './support/scenarios/moderation.js';
import './support/scenarios/audit-trail.js';
import './support/scenarios/closed-jobs.js';
import './support/scenarios/exchange-rates.js';
import './support/scenarios/industries.js';
import './support/scenarios/visa-catalogue.js';
import './support/scenarios/visa-fit.js';
import './support/scenarios/sponsor-register.js';
import './support/scenarios/recruiters.js';
import './support/scenarios/managed-service.js';
import './support/scenarios/service-fees.js';
import './support/scenarios/service-invoices.js';

const tables = [
  'profiles', 'jobs', 'applications', 'application_events', 'saved_jobs', 'interviews', 'visa_cases',
  'visa_case_steps', 'visa_case_documents', 'visa_case_notes', 'visa_route_templates',
  'visa_route_template_steps', 'articles', 'faqs', 'contact_messages', 'contact_replies',
  'subscriptions', 'notifications', 'notification_preferences', 'job_alerts', 'storage.objects',
  'company_slug_history', 'audit_log', 'exchange_rates', 'industries', 'visa_routes', 'visa_thresholds', 'visa_occupations',
  'visa_occupation_routes', 'visa_citizenship_rights', 'employer_licences', 'candidate_citizenships',
  'sponsor_register_imports', 'sponsor_register_entries', 'service_consent_texts', 'service_enrolments',
  'service_consents', 'service_proposals', 'service_notes', 'service_fees', 'fee_jurisdictions', 'billing_details',
  'invoices', 'invoice_lines', 'service_orders', 'service_charges', 'invoice_counters',
];

describe('the RLS matrix itself', () => {
  it('covers every table with every operation', () => {
    const covered = new Set(expectations.map((e) => `${e.table} ${e.operation}`));
    const missing = tables.flatMap((t) => operations.map((o) => `${t} ${o}`)).filter((k) => !covered.has(k));
    expect(missing).toEqual([]);
  });

  it('has an attempt for every line of the table and no attempt without a line', () => {
    const lines = expectations.map(scenarioKey).sort();
    expect(registeredScenarioKeys().sort()).toEqual(lines);
  });

  it('holds at least 200 cases', () => {
    expect(matrixCases.length).toBeGreaterThanOrEqual(200);
    expect(matrixCases.length).toBe(expectations.length * personas.length);
  });
});

describe('RLS matrix through supabase-js', () => {
  let server: TestServer;
  let signedIn: SignedInPersonas;

  beforeAll(async () => {
    server = await startTestServer();
    signedIn = await signInPersonas(server);
    // Room for the postings this file creates.
    await giveEmployerUnlimitedPlan(signedIn.service);
  });

  afterAll(async () => {
    await server?.stop();
  });

  let caseNumber = 0;
  it.each(matrixCases)('$table $operation: $scenario as $persona → allowed: $allowed', async (matrixCase) => {
    caseNumber += 1;
    const attempt = attemptFor(scenarioKey(matrixCase))!;
    const outcome = await attempt({
      persona: matrixCase.persona,
      client: signedIn.clients[matrixCase.persona],
      userId: signedIn.userIds[matrixCase.persona],
      service: signedIn.service,
      tag: `m${caseNumber}-${matrixCase.persona}`,
    });
    if (matrixCase.allowed) {
      expect(outcome, outcome.refusal?.message).toEqual({ took: true, refusal: null });
    } else {
      expect(outcome.took, 'the attempt took effect').toBe(false);
      // A refusal is either silent (no row visible or touched) or a privilege error, never another failure.
      if (outcome.refusal) expect(outcome.refusal.code).toMatch(/^(42501|storage-\d+)$/);
    }
  });
});

// Column level: a row visible to someone is not every column of it. A signed-in account reading
// a public employer's unpublished e-mail, phone or address fails here.
describe('column-level read matrix through supabase-js', () => {
  let server: TestServer;
  let signedIn: SignedInPersonas;
  let subjects: Awaited<ReturnType<typeof prepareColumnSubjects>>;

  beforeAll(async () => {
    server = await startTestServer();
    signedIn = await signInPersonas(server);
    subjects = await prepareColumnSubjects(signedIn.service);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it.each(columnCases)('$table $column of $subject as $persona → readable: $allowed', async (columnCase) => {
    const subject = subjects[columnCase.subject];
    if (!subject || subject.table !== columnCase.table) throw new Error(`No subject row for ${columnCase.subject}`);
    const expected = await realValue(signedIn.service, subject, columnCase.column);
    const read = await readsColumn(signedIn.clients[columnCase.persona], subject, columnCase.column, expected);
    expect(read).toBe(columnCase.allowed);
  });
});
