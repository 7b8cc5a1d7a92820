import { z } from 'zod';

/**
 * The facts every queued email carries, as the database writes them (private.queue_email_facts):
 * who it is for and in which zone and locale they read times, where its button leads, and the
 * one-click unsubscribe of its kind when it has one.
 */
export const recipientFacts = z.object({
  name: z.string().nullable(),
  role: z.enum(['candidate', 'employer', 'admin', 'recruiter']).nullable(),
  timeZone: z.string(),
  locale: z.string().nullable(),
});
export type RecipientFacts = z.infer<typeof recipientFacts>;

export const baseFacts = z.object({
  recipient: recipientFacts,
  /** A site path the email's main button opens. */
  link: z.string().nullable().optional(),
  unsubscribe: z.object({ path: z.string() }).optional(),
});
export type BaseFacts = z.infer<typeof baseFacts>;

export const salaryFacts = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: z.string().nullable(),
  period: z.enum(['year', 'month', 'hour']),
});
export type SalaryFacts = z.infer<typeof salaryFacts>;

/** A job as private.email_job writes it. */
export const jobFacts = z.object({
  id: z.number(),
  title: z.string(),
  companyName: z.string(),
  location: z.string().nullable(),
  salary: salaryFacts.nullable(),
  path: z.string(),
});
export type JobFacts = z.infer<typeof jobFacts>;

/** Another person in a hand-off, as private.email_person writes them. */
export const personFacts = z.object({ id: z.string(), name: z.string() });
export type PersonFacts = z.infer<typeof personFacts>;

/** An instant (ISO 8601 with offset); templates write it in the recipient's time zone. */
export const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'an instant');

/** The facts of one kind: the common ones plus its own. */
export const factsOf = <T extends z.ZodRawShape>(shape: T) => baseFacts.extend(shape);
