import { EmployerJobList } from '../../features/employer/EmployerJobList';
import { usePageMeta } from '../../seo/usePageMeta';

/** /employer/jobs/drafts: the company's drafts, ready to publish. */
export default function EmployerDraftsPage() {
  usePageMeta({ title: 'Drafts', description: 'Jobs saved as drafts.', noIndex: true });
  return <EmployerJobList view="drafts" />;
}
