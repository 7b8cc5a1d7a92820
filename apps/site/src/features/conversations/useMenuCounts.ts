import type { PanelLink } from '@globalhire/ui';
import type { UserType } from '@globalhire/data';
import { panels } from '../../content/panelMenus';
import { useConversationReports, useUnreadMessageCount } from './conversationQueries';

const messagesHref: Partial<Record<UserType, string>> = {
  candidate: '/applicant/messages',
  employer: '/employer/messages',
};
const reportsHref = '/admin/conversations';

/**
 * The panel menu's entries that carry a count, by href: a participant's Messages with their
 * unread messages, an admin's Reported conversations with the reports still open.
 */
export function useMenuCounts(role: UserType): Record<string, PanelLink> {
  const participant = role === 'candidate' || role === 'employer';
  const unread = useUnreadMessageCount(participant).data ?? 0;
  const open = useConversationReports('open', role === 'admin').data?.length ?? 0;
  const counted: Record<string, PanelLink> = {};
  for (const link of panels[role].links) {
    if (link.href === messagesHref[role])
      counted[link.href] = { ...link, count: unread, countLabel: 'unread' };
    if (role === 'admin' && link.href === reportsHref)
      counted[link.href] = { ...link, count: open, countLabel: 'open' };
  }
  return counted;
}
