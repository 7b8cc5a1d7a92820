import type { ReactElement, ReactNode } from 'react';
import type { z } from 'zod';
import type { BaseFacts, RecipientFacts } from './facts/common';

/**
 * Why the email was sent, which decides its footer and headers:
 * - `notification`: a hand-off the recipient can turn off (preferences link, List-Unsubscribe);
 * - `alert`: a job alert they saved (its own unsubscribe, List-Unsubscribe);
 * - `account`: about their account, sent whatever the preferences say (no unsubscribe);
 * - `visitor`: to someone who wrote to us, who may have no account (no unsubscribe).
 */
export type EmailCategory = 'notification' | 'alert' | 'account' | 'visitor';

export interface EmailContext {
  /** An absolute URL on the site for a site path. */
  url(path: string): string;
  recipient: RecipientFacts;
  dir: 'ltr' | 'rtl';
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar invitations are text). */
  content: string;
}

export interface EmailTemplate<F extends BaseFacts = BaseFacts> {
  kind: string;
  category: EmailCategory;
  facts: z.ZodType<F>;
  subject(facts: F, ctx: EmailContext): string;
  /** The line inbox lists show after the subject. */
  preview(facts: F, ctx: EmailContext): string;
  Body(props: { facts: F; ctx: EmailContext }): ReactElement;
  /** The footer's first line, when the category's is not precise enough. */
  reason?(facts: F, ctx: EmailContext): ReactNode;
  attachments?(facts: F, ctx: EmailContext): EmailAttachment[];
  /** Sample facts for stories and tests, by state ('default', 'longNames', 'noSalary'…). */
  samples: { default: F } & Record<string, F>;
}

/** A template, typed by its facts schema. */
export function defineEmail<S extends z.ZodType<BaseFacts>>(
  template: Omit<EmailTemplate<z.infer<S>>, 'facts'> & { facts: S },
): EmailTemplate<z.infer<S>> {
  return template as unknown as EmailTemplate<z.infer<S>>;
}
