import { Divider } from '@globalhire/ui';
import { AdminPage } from '../../features/admin/AdminPage';
import { BillingDetailsSection } from '../../features/admin/service/BillingDetailsSection';
import { FeeScheduleSection } from '../../features/admin/service/FeeScheduleSection';
import { JurisdictionsSection } from '../../features/admin/service/JurisdictionsSection';

/**
 * /admin/fees: the managed service's fee schedule, the places whose law restricts charging
 * candidates for finding them work (with sources), and the billing details invoices print.
 */
export default function AdminFeesPage() {
  return (
    <AdminPage
      title="Fees & Restrictions"
      intro="What the managed service charges and when, where the law waives those fees, and the details every invoice prints. Changes apply to charges from now on."
    >
      <FeeScheduleSection />
      <Divider />
      <JurisdictionsSection />
      <Divider />
      <BillingDetailsSection />
    </AdminPage>
  );
}
