// account-and-product §2 "Static pages": About.
import { aboutEn } from '../content/about-en';
import { aboutPt } from '../content/about-pt';
import { useLocalised } from '../model/static-content';
import { StaticPageLayout, StaticSections } from './static-page-layout';

export function AboutPage() {
  const page = useLocalised({ en: aboutEn, pt: aboutPt });
  return (
    <StaticPageLayout title={page.title} lead={page.lead}>
      <StaticSections sections={page.sections} />
    </StaticPageLayout>
  );
}
