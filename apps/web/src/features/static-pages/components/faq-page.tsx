// account-and-product §1, §2 "Static pages": the FAQ, 13 questions whose answers open and close
// (the design system's accordion: keyboard and screen reader included).
import { Accordion } from '@/components/ui/accordion';
import { faqEn } from '../content/faq-en';
import { faqPt } from '../content/faq-pt';
import { useLocalised } from '../model/static-content';
import { StaticPageLayout } from './static-page-layout';

export function FaqPage() {
  const page = useLocalised({ en: faqEn, pt: faqPt });
  return (
    <StaticPageLayout title={page.title} lead={page.lead}>
      <Accordion
        entries={page.questions.map((entry) => ({
          id: entry.id,
          title: entry.question,
          content: entry.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
        }))}
      />
    </StaticPageLayout>
  );
}
