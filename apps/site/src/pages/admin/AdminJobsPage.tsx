import { ClipboardCheck } from 'lucide-react';
import { ButtonLink } from '@globalhire/ui';
import { AdminJobsList } from '../../features/admin/AdminJobsList';
import { AdminPage } from '../../features/admin/AdminPage';

/** /admin/jobs: every job with its status; approve or reject pending ones, feature live ones. */
export default function AdminJobsPage() {
  return (
    <AdminPage
      title="Manage All Jobs"
      intro="Every job on GlobalHire. Approve or reject pending jobs and feature live ones."
      action={
        <ButtonLink
          href="/admin/jobs/approvals"
          variant="soft"
          icon={<ClipboardCheck aria-hidden />}
        >
          Pending Approvals
        </ButtonLink>
      }
    >
      <AdminJobsList scope="all" />
    </AdminPage>
  );
}
