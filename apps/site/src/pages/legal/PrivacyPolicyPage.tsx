import { LegalPage } from '../../features/legal/LegalPage';
import { privacyPolicy } from '../../content/legal/privacy';

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
