import { ClipboardCheck } from 'lucide-react';
import { ButtonLink } from '@globalhire/ui';
import { AdminJobsList } from '../../features/admin/AdminJobsList';
import { AdminPage } from '../../features/admin/AdminPage';

/** /admin/jobs: every job with its status; approve or reject pending ones, feature or take down live ones. */
export default function AdminJobsPage() {
  return (
    <AdminPage
      title="Manage All Jobs"
      intro="Every job on GlobalHire. Approve or reject pending jobs, feature live ones, and take a live job down with a reason its employer is told."
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
