import { TERMS } from './content/terms';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return <LegalPage document={TERMS} />;
}
