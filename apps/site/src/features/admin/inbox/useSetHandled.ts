import { useQueryClient } from '@tanstack/react-query';
import { setContactMessageHandled, type ContactMessage } from '@globalhire/data';
import { adminKey, useApplyAdminChange } from '../adminQueries';
import { useAdminAction } from '../useAdminAction';
import { inboxMessages } from './inboxLabels';
import { unhandledCountKey } from './useUnhandledCount';

/** Marks a message handled or new again, updating the list and the message on screen. */
export function useSetHandled() {
  const queryClient = useQueryClient();
  const applyChange = useApplyAdminChange();
  return useAdminAction({
    write: (client, { message, handled }: { message: ContactMessage; handled: boolean }) =>
      setContactMessageHandled(client, message.id, handled),
    onSaved: (saved) => {
      applyChange<ContactMessage>('inbox', (row) =>
        row.id === saved.id ? { ...row, handled: saved.handled } : row,
      );
      void queryClient.invalidateQueries({ queryKey: [adminKey, 'inbox-message', saved.id] });
      void queryClient.invalidateQueries({ queryKey: unhandledCountKey });
    },
    notice: (_saved, { message, handled }) =>
      inboxMessages[handled ? 'handled' : 'unhandled'](message.subject),
  });
}
