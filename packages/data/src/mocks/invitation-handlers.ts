import { HttpResponse } from 'msw';
import type { InvitedUser } from '../functions/invite-user';
import type { InvitationError } from '../mutations/invitations';
import { defineCall } from './scenario';
import { authError, authUrl, MOCK_SUPABASE_URL } from './wire';

export const functionUrl = (name: string) => `${MOCK_SUPABASE_URL}/functions/v1/${name}`;

/** How a sign-in link request ends: sent, refused for asking again too soon, or a refused address. */
export type SignInLinkOutcome = 'sent' | 'too-soon' | 'invalid-address';

/** A refusal of the invite-user function: its status, code, message and field. */
export type InvitationRefusal = Required<Pick<InvitationError, 'status' | 'code' | 'message'>> &
  Pick<InvitationError, 'field'>;

export const invitationHandlers = {
  /** POST /auth/v1/otp: `signInWithOtp` (the emailed sign-in link), as GoTrue answers it. */
  signInLink: defineCall<SignInLinkOutcome>({
    method: 'post',
    url: authUrl('otp'),
    respond: (_request, outcome) => {
      if (outcome === 'too-soon') {
        return authError(
          429,
          'over_email_send_rate_limit',
          'For security purposes, you can only request this after 42 seconds.',
        );
      }
      if (outcome === 'invalid-address') {
        return authError(
          400,
          'validation_failed',
          'Unable to validate email address: invalid format',
        );
      }
      return HttpResponse.json({});
    },
    fixture: 'sent',
    empty: 'sent',
  }),
  /** POST /functions/v1/invite-user: the invited person (echoing the request), or a refusal. */
  inviteUser: defineCall<InvitationRefusal | null>({
    method: 'post',
    url: functionUrl('invite-user'),
    respond: async (request, refusal) => {
      if (refusal) {
        const { status, ...body } = refusal;
        return HttpResponse.json(body, { status: status ?? 400 });
      }
      const body = (await request.json()) as { email: string; role: InvitedUser['role'] };
      return HttpResponse.json({
        id: '00000000-0000-4000-9000-0000000000a1',
        email: body.email.trim().toLowerCase(),
        role: body.role,
      } satisfies InvitedUser);
    },
    fixture: null,
    empty: null,
  }),
};
