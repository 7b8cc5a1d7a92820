import { AdminJobsList } from '../../features/admin/AdminJobsList';
import { AdminPage } from '../../features/admin/AdminPage';

/** /admin/jobs/approvals: the approval queue, published jobs waiting for a decision. */
export default function AdminApprovalsPage() {
  return (
    <AdminPage
      title="Pending Approvals"
      intro="Jobs employers have posted that wait for your decision. An approved job goes live at once when its company is verified; otherwise it waits until you verify the company, which you can do from its row. A blocked company's jobs cannot be approved."
    >
      <AdminJobsList scope="pending" />
    </AdminPage>
  );
}
