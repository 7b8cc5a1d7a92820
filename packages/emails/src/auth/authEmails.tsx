import { z } from 'zod';
import { defineEmail } from '../define';
import { factsOf } from '../facts/common';
import { ActionButton, Paragraph, SmallPrint, TextLink, Title } from '../layout/parts';
import { email as theme } from '../theme';

/**
 * What Supabase Auth puts in its emails (the Go template variables of the same names). In
 * `supabase/templates/*.html` each is the placeholder itself (`{{ .ConfirmationURL }}`…), filled
 * in by Auth when it sends the email; stories fill them with sample values.
 */
export const authFacts = factsOf({
  /** The one-time link that confirms the request (Auth's verify endpoint). */
  confirmationUrl: z.string(),
  /** The six-digit one-time code. */
  token: z.string(),
  /** The account's address (for an email change: the current one). */
  email: z.string(),
  /** The address an email change moves the account to. */
  newEmail: z.string(),
});
export type AuthFacts = z.infer<typeof authFacts>;

/** The button's link written out, for readers whose client shows no button. */
function LinkWrittenOut({ href }: { href: string }) {
  return (
    <SmallPrint>
      If the button does not work, open this link:{' '}
      <span style={{ wordBreak: 'break-all' }}>
        <TextLink href={href}>{href}</TextLink>
      </span>
    </SmallPrint>
  );
}

const sampleFacts = (type: string, overrides: Partial<AuthFacts> = {}): AuthFacts => ({
  recipient: { name: null, role: null, timeZone: 'UTC', locale: null },
  confirmationUrl: `https://globalhire.example/auth/v1/verify?token=5f2b9c0e7d41a8e3b6c2d9f0&type=${type}&redirect_to=https%3A%2F%2Fglobalhire.example%2Fdashboard`,
  token: '482913',
  email: 'ana.murphy@example.com',
  newEmail: 'ana.murphy@example.org',
  ...overrides,
});

/** To an address someone just used to ask for an account: confirm it is theirs. */
export const authConfirmation = defineEmail({
  kind: 'auth_confirmation',
  category: 'account',
  facts: authFacts,
  subject: () => 'Confirm your email address for GlobalHire',
  preview: () => 'One click finishes creating your GlobalHire account.',
  reason: () =>
    'You get this email because someone asked for a GlobalHire account with this address. If it was not you, ignore this email: the account cannot be used until the address is confirmed.',
  Body: ({ facts: f }) => (
    <>
      <Title>Confirm your email address</Title>
      <Paragraph>
        Thanks for signing up to GlobalHire. Confirm that {f.email} is your email address to finish creating your
        account.
      </Paragraph>
      <ActionButton href={f.confirmationUrl}>Confirm your email</ActionButton>
      <LinkWrittenOut href={f.confirmationUrl} />
    </>
  ),
  samples: { default: sampleFacts('signup') },
});

/** To an address an administrator invited: accept, and choose a password. */
export const authInvitation = defineEmail({
  kind: 'auth_invitation',
  category: 'account',
  facts: authFacts,
  subject: () => 'You are invited to GlobalHire',
  preview: () => 'Accept the invitation and choose your password.',
  reason: () =>
    'You get this email because GlobalHire invited this address to an account. If you were not expecting it, you can ignore this email.',
  Body: ({ facts: f }) => (
    <>
      <Title>You are invited to GlobalHire</Title>
      <Paragraph>
        The GlobalHire team invited {f.email} to an account. Accept the invitation to choose your password and sign
        in.
      </Paragraph>
      <ActionButton href={f.confirmationUrl}>Accept the invitation</ActionButton>
      <LinkWrittenOut href={f.confirmationUrl} />
    </>
  ),
  samples: { default: sampleFacts('invite') },
});

/** To an account that asked for a sign-in link. */
export const authMagicLink = defineEmail({
  kind: 'auth_magic_link',
  category: 'account',
  facts: authFacts,
  subject: () => 'Your GlobalHire sign-in link',
  preview: () => 'Sign in to GlobalHire without your password.',
  reason: () =>
    'You get this email because someone asked for a sign-in link for this address on GlobalHire. If it was not you, ignore this email: your account stays as it is.',
  Body: ({ facts: f }) => (
    <>
      <Title>Sign in to GlobalHire</Title>
      <Paragraph>Use this button to sign in to your account as {f.email}. The link works once.</Paragraph>
      <ActionButton href={f.confirmationUrl}>Sign in</ActionButton>
      <LinkWrittenOut href={f.confirmationUrl} />
    </>
  ),
  samples: { default: sampleFacts('magiclink') },
});

/** To an account whose password someone asked to reset (or an invitee asked to choose one). */
export const authRecovery = defineEmail({
  kind: 'auth_recovery',
  category: 'account',
  facts: authFacts,
  subject: () => 'Reset your GlobalHire password',
  preview: () => 'Choose a new password for your GlobalHire account.',
  reason: () =>
    'You get this email because someone asked to reset the password of the GlobalHire account with this address. If it was not you, ignore this email: your password stays as it is.',
  Body: ({ facts: f }) => (
    <>
      <Title>Reset your password</Title>
      <Paragraph>Choose a new password for your GlobalHire account, {f.email}. The link works once.</Paragraph>
      <ActionButton href={f.confirmationUrl}>Choose a new password</ActionButton>
      <LinkWrittenOut href={f.confirmationUrl} />
    </>
  ),
  samples: { default: sampleFacts('recovery') },
});

/** To the new address of an account that asked to change its email. */
export const authEmailChange = defineEmail({
  kind: 'auth_email_change',
  category: 'account',
  facts: authFacts,
  subject: () => 'Confirm your new email address for GlobalHire',
  preview: () => 'Confirm the change to sign in with this address.',
  reason: () =>
    'You get this email because someone asked to move a GlobalHire account to this address. If it was not you, ignore this email: nothing changes unless the link is opened.',
  Body: ({ facts: f }) => (
    <>
      <Title>Confirm your new email address</Title>
      <Paragraph>
        You asked to change the email address of your GlobalHire account from {f.email} to {f.newEmail}. Confirm
        the change to sign in with the new address from now on.
      </Paragraph>
      <ActionButton href={f.confirmationUrl}>Confirm the new address</ActionButton>
      <LinkWrittenOut href={f.confirmationUrl} />
    </>
  ),
  samples: { default: sampleFacts('email_change') },
});

/** To a signed-in account that must confirm it is them before a sensitive change. */
export const authReauthentication = defineEmail({
  kind: 'auth_reauthentication',
  category: 'account',
  facts: authFacts,
  subject: () => 'Your GlobalHire confirmation code',
  preview: () => 'Enter this code to confirm it is you.',
  reason: () =>
    'You get this email because someone signed in to your GlobalHire account asked to make a change that needs this code. If it was not you, change your password.',
  Body: ({ facts: f }) => (
    <>
      <Title>Confirm it is you</Title>
      <Paragraph>
        To confirm it is you, enter this code:{' '}
        <strong style={{ fontSize: theme.type.large.fontSize, letterSpacing: '0.12em' }}>{f.token}</strong>
      </Paragraph>
      <SmallPrint>The code works once.</SmallPrint>
    </>
  ),
  samples: { default: sampleFacts('reauthentication') },
});
