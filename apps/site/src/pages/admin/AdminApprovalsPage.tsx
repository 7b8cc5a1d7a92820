import { AdminJobsList } from '../../features/admin/AdminJobsList';
import { AdminPage } from '../../features/admin/AdminPage';

/** /admin/jobs/approvals: the approval queue, published jobs waiting for a decision. */
export default function AdminApprovalsPage() {
  return (
    <AdminPage
      title="Pending Approvals"
      intro="Jobs employers have posted that wait for your decision. Approved jobs go live at once."
    >
      <AdminJobsList scope="pending" />
    </AdminPage>
  );
}
