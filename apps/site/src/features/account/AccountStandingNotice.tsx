import { Alert, ButtonLink, Stack, Text } from '@globalhire/ui';
import {
  accountStanding,
  accountStandingMessages as m,
  supportPath,
  type Profile,
} from '@globalhire/data';

type StandingProfile = Pick<
  Profile,
  'user_type' | 'blocked_at' | 'candidate_status' | 'blocked_reason'
>;

/**
 * What a blocked account (or a candidate still waiting for approval) must know before acting:
 * shown at the top of every panel page, so no refusal comes as a surprise.
 */
export function AccountStandingNotice({ profile }: { profile: StandingProfile | null }) {
  const standing = accountStanding(profile);
  if (!profile || standing === 'good') return null;
  if (standing === 'blocked') {
    return (
      <Alert
        tone="critical"
        title={m.blockedTitle}
        action={
          <ButtonLink href={supportPath} size="small" variant="soft">
            Contact support
          </ButtonLink>
        }
      >
        {/* The admin's reason first: what the account holder most needs to know. */}
        {profile.blocked_reason ? (
          <Stack space="small">
            <Text>{m.blockedReason(profile.blocked_reason)}</Text>
            <Text>{m.blocked(profile.user_type)}</Text>
          </Stack>
        ) : (
          m.blocked(profile.user_type)
        )}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={m.pendingTitle}>
      {m.pending}
    </Alert>
  );
}
