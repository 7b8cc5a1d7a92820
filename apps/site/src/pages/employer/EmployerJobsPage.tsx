import { EmployerJobList } from '../../features/employer/EmployerJobList';
import { usePageMeta } from '../../seo/usePageMeta';

/** /employer/jobs: every job of the company, with its status, applications and views. */
export default function EmployerJobsPage() {
  usePageMeta({ title: 'My Job Listings', description: 'Your job listings, their status, applications and views.', noIndex: true });
  return <EmployerJobList view="all" />;
}
