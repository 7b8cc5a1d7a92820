import { z } from './zod';
import { validationMessages as m } from './messages';

/** Field messages of the admin's invitation form (checked again by the invite-user function). */
export const invitationMessages = {
  role: 'Choose whether they join as an employer or an admin.',
  companyName: "Enter the employer's company name.",
} as const;

const optionalName = z
  .string()
  .trim()
  .max(100, 'Keep the name under 100 characters.')
  .optional()
  .transform((value) => (value ? value : undefined));

const invitedEmail = z
  .string({ error: m.required('Email') })
  .trim()
  .min(1, m.required('Email'))
  .pipe(z.email(m.email))
  .transform((value) => value.toLowerCase());

/** An invitation: who (email, names), as what (employer with a company, or admin). */
export const inviteUserSchema = z
  .object({
    email: invitedEmail,
    role: z.enum(['employer', 'admin', 'recruiter'], { error: invitationMessages.role }),
    firstName: optionalName,
    lastName: optionalName,
    companyName: z
      .string()
      .trim()
      .max(200, 'Keep the company name under 200 characters.')
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'employer' && !value.companyName) {
      ctx.addIssue({
        code: 'custom',
        path: ['companyName'],
        message: invitationMessages.companyName,
      });
    }
  });
export type InviteUserInput = z.input<typeof inviteUserSchema>;
export type InviteUserValues = z.output<typeof inviteUserSchema>;

/** Sending a pending invitation again, as it was made (its role and names stay). */
export const resendInvitationSchema = z.object({ resend: z.literal(true), email: invitedEmail });
export type ResendInvitationInput = z.input<typeof resendInvitationSchema>;

/** The address for an emailed sign-in link. */
export const signInLinkSchema = z.object({
  email: z
    .string({ error: m.required('Email') })
    .trim()
    .min(1, m.required('Email'))
    .pipe(z.email(m.email)),
});
