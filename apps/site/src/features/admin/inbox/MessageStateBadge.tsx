import { Badge } from '@globalhire/ui';
import { messageStateLabels } from './inboxLabels';

/** 'New' for a message waiting for an admin, 'Handled' once answered or dealt with. */
export function MessageStateBadge({ handled }: { handled: boolean }) {
  return handled ? (
    <Badge tone="neutral">{messageStateLabels.handled}</Badge>
  ) : (
    <Badge tone="info">{messageStateLabels.unhandled}</Badge>
  );
}
