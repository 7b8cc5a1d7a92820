import type { EmailTemplate } from './define';
import type { BaseFacts } from './facts/common';
import { alertEmails } from './templates/alerts';
import { accountEmails } from './templates/accounts';
import { contactEmails } from './templates/contact';
import { jobEmails } from './templates/jobs';
import { licenceEmails } from './templates/licences';
import { planEmails } from './templates/plans';
import { conversationReportEmails } from './templates/reports';
import { applicationEmails } from './templates/applications';
import { interviewEmails } from './templates/interviews';
import { invoiceEmails } from './templates/invoices';
import { messageEmails } from './templates/messages';
import { offerEmails } from './templates/offers';
import { serviceEmails } from './templates/service';
import { visaEmails } from './templates/visa';

/** Every email kind the worker can render, by kind. One line per family of templates. */
const families: ReadonlyArray<ReadonlyArray<{ kind: string }>> = [applicationEmails, alertEmails, visaEmails, serviceEmails, invoiceEmails, messageEmails, interviewEmails, offerEmails, jobEmails, accountEmails, planEmails, licenceEmails, contactEmails, conversationReportEmails];

export const emailTemplates: ReadonlyMap<string, EmailTemplate<BaseFacts>> = new Map(
  families
    .flat()
    .map((template) => [template.kind, template as unknown as EmailTemplate<BaseFacts>]),
);

export function templateOf(kind: string): EmailTemplate<BaseFacts> | undefined {
  return emailTemplates.get(kind);
}
