import { AdminPage } from '../../features/admin/AdminPage';
import { CaseloadTable } from '../../features/recruiter/CaseloadTable';

/** /recruiter: the recruiter's active candidates in the managed service, each with a workspace. */
export default function RecruiterCaseloadPage() {
  return (
    <AdminPage
      title="My Caseload"
      intro="The candidates who asked GlobalHire to find them work abroad and are assigned to you. Open one to propose jobs."
    >
      <CaseloadTable />
    </AdminPage>
  );
}
