import { Alert, ButtonLink } from '@globalhire/ui';
import {
  accountStanding,
  accountStandingMessages as m,
  supportPath,
  type Profile,
} from '@globalhire/data';

type StandingProfile = Pick<Profile, 'user_type' | 'blocked_at' | 'candidate_status'>;

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
        {m.blocked(profile.user_type)}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={m.pendingTitle}>
      {m.pending}
    </Alert>
  );
}
