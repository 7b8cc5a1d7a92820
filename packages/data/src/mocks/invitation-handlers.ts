import { HttpResponse } from 'msw';
import type { InvitedUser } from '../functions/invite-user';
import type { InvitationError } from '../mutations/invitations';
import type { PendingInvitation } from '../queries/invitations';
import { defineCall } from './scenario';
import { authError, authUrl, MOCK_SUPABASE_URL, rpcResponse, rpcUrl } from './wire';

export const functionUrl = (name: string) => `${MOCK_SUPABASE_URL}/functions/v1/${name}`;

/** How a sign-in link request ends: sent, refused for asking again too soon, or a refused address. */
export type SignInLinkOutcome = 'sent' | 'too-soon' | 'invalid-address';

/** A refusal of the invite-user function: its status, code, message and field. */
export type InvitationRefusal = Required<Pick<InvitationError, 'status' | 'code' | 'message'>> &
  Pick<InvitationError, 'field'>;

/** Invitations nobody has taken up: an employer who never opened the link, a recruiter who left before choosing a password. */
export const pendingInvitations: PendingInvitation[] = [
  {
    id: '00000000-0000-4000-9000-0000000000a2',
    email: 'hiring@northwind.example',
    user_type: 'employer',
    first_name: 'Nora',
    last_name: 'Lind',
    company_name: 'Northwind Freight',
    invited_at: '2026-03-06T09:30:00+00:00',
    link_opened: false,
  },
  {
    id: '00000000-0000-4000-9000-0000000000a3',
    email: 'sam.okafor@globalhire.example',
    user_type: 'recruiter',
    first_name: 'Sam',
    last_name: 'Okafor',
    company_name: null,
    invited_at: '2026-03-02T14:00:00+00:00',
    link_opened: true,
  },
];

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
      const body = (await request.json()) as {
        email: string;
        role?: InvitedUser['role'];
        resend?: boolean;
      };
      const email = body.email.trim().toLowerCase();
      const pending = pendingInvitations.find((invitation) => invitation.email === email);
      if (body.resend) {
        return HttpResponse.json({
          id: pending?.id ?? '00000000-0000-4000-9000-0000000000a1',
          email,
          role: (pending?.user_type ?? 'employer') as InvitedUser['role'],
          resent: true,
        } satisfies InvitedUser);
      }
      return HttpResponse.json({
        id: pending?.id ?? '00000000-0000-4000-9000-0000000000a1',
        email,
        role: body.role ?? 'employer',
        ...(pending ? { resent: true } : {}),
      } satisfies InvitedUser);
    },
    fixture: null,
    empty: null,
  }),
  /** POST /rest/v1/rpc/pending_invitations: invitations nobody has taken up (admins only). */
  pendingInvitations: defineCall<PendingInvitation[]>({
    method: 'post',
    url: rpcUrl('pending_invitations'),
    respond: (request, rows) => rpcResponse(request, rows),
    fixture: pendingInvitations,
    empty: [],
  }),
};
