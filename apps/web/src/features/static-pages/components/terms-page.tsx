// account-and-product §2 "Static pages": Terms and Conditions (the refund rule and the exchange's call limit of 5 per second).
import { termsEn } from '../content/terms-en';
import { termsPt } from '../content/terms-pt';
import { useLocalised } from '../model/static-content';
import { StaticPageLayout, StaticSections } from './static-page-layout';

export function TermsPage() {
  const page = useLocalised({ en: termsEn, pt: termsPt });
  return (
    <StaticPageLayout title={page.title} lead={page.lead}>
      <StaticSections sections={page.sections} />
    </StaticPageLayout>
  );
}
