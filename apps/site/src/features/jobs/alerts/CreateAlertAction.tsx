import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BellPlus } from 'lucide-react';
import { Button, ButtonLink, Dialog, DialogTrigger } from '@globalhire/ui';
import type { JobSearchFilters } from '@globalhire/data';
import { useAuth } from '../../../auth/AuthProvider';
import { alertCopy } from './alertCopy';
import { CreateAlertDialog } from './CreateAlertDialog';

/**
 * Create job alert on /jobs: candidates save the current filters in a dialog; visitors are sent to
 * log in and back to the same search; employers and admins have no alerts.
 */
export function CreateAlertAction({ filters }: { filters: JobSearchFilters }) {
  const auth = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // While the session is read (and in the server's HTML) it is a visitor's link, which works
  // before any script runs and keeps the page from shifting when the session turns out a visitor's.
  if (auth.loading || !auth.user) {
    const here = `${location.pathname}${location.search}`;
    return (
      <ButtonLink
        href={`/login?returnTo=${encodeURIComponent(here)}`}
        variant="outline"
        tone="neutral"
        icon={<BellPlus />}
      >
        {alertCopy.create}
      </ButtonLink>
    );
  }
  if (auth.profile?.user_type !== 'candidate') return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" tone="neutral" icon={<BellPlus />}>
          {alertCopy.create}
        </Button>
      </DialogTrigger>
      {open ? (
        <CreateAlertDialog
          candidateId={auth.profile.id}
          filters={{ ...filters, page: undefined }}
          onCreated={() => setOpen(false)}
        />
      ) : null}
    </Dialog>
  );
}
