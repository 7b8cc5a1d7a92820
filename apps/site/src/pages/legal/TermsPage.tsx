import { LegalPage } from '../../features/legal/LegalPage';
import { termsOfService } from '../../content/legal/terms';

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
