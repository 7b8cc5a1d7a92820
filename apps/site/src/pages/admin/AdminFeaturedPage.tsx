import { AdminJobsList } from '../../features/admin/AdminJobsList';
import { AdminPage } from '../../features/admin/AdminPage';

/** /admin/featured: live jobs, featured first; the home page shows the newest three featured. */
export default function AdminFeaturedPage() {
  return (
    <AdminPage
      title="Featured Jobs Manager"
      intro="Feature live jobs to show them on the home page; the three newest featured jobs appear there."
    >
      <AdminJobsList scope="featured" />
    </AdminPage>
  );
}
