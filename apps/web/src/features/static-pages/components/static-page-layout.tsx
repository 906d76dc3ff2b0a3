// The one layout of every static page: a readable column with the page's title and lead, then its
// parts. Long words and addresses wrap, so the page fits a 390 px phone without sideways scroll.
import { useId, type ReactNode } from 'react';
import type { StaticSection } from '../model/static-content';
import styles from './static-page.module.css';

export interface StaticPageLayoutProps {
  readonly title: string;
  readonly lead: string;
  readonly children: ReactNode;
}

export function StaticPageLayout({ title, lead, children }: StaticPageLayoutProps) {
  const titleId = useId();
  return (
    <main className={styles.page} aria-labelledby={titleId}>
      <article className={styles.article}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </article>
    </main>
  );
}

/** A page's parts, each a heading with its #anchor and its paragraphs. */
export function StaticSections({ sections }: { readonly sections: readonly StaticSection[] }) {
  return sections.map((section) => (
    <section
      key={section.id}
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className={styles.section}
    >
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  ));
}
