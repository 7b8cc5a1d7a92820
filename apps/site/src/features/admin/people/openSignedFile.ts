import { toast } from '@globalhire/ui';
import type { Result } from '@globalhire/data';

/** How long a download link the admin opens stays valid: it is followed at once. */
export const adminDownloadSeconds = 60;

/**
 * Opens a private file through a short-lived signed link. The tab opens inside the click, so
 * pop-up blockers allow it; the link follows once the storage has signed it.
 */
export async function openSignedFile(sign: () => Promise<Result<string>>, what: string) {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const { data, error } = await sign();
  if (error || !data) {
    tab?.close();
    toast({
      title: `The ${what} could not be opened.`,
      description: error?.message,
      tone: 'critical',
    });
    return;
  }
  if (tab) tab.location.href = data;
  else window.location.assign(data);
}
