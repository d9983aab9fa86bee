import { PRIVACY } from './content/privacy';
import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}
