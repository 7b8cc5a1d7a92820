import { LegalPage } from '../../features/legal/LegalPage';
import { cookiePolicy } from '../../content/legal/cookies';

export default function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} />;
}
