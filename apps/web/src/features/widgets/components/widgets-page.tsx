// account-and-product §2 'Widgets generator' (/widgets): open to everyone. The intro, the three
// steps, then WIDGETS SETTINGS: the form (model/widget-form.ts rules), the live preview (the inject
// script draws the element; rebuilt 1 s after a change) and the embed code with 'Copy script'.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWidgetsTexts } from '../content/widgets-texts';
import { lookUpDefaultMarketId } from '../model/default-market';
import { buildEmbedCode, embedAttributes } from '../model/embed-code';
import { retranslated } from '../model/retranslated-form';
import { initialWidgetForm, type WidgetForm } from '../model/widget-form';
import styles from './widgets-page.module.css';
import {
  AffiliateFields,
  LanguageChoice,
  MultipleMarketsFields,
  OneMarketFields,
  WidgetTypeChoice,
} from './widget-settings-fields';
import { ThemeChoice } from './theme-choice';
import { EmbedCode, Preview, productOrigin } from './widget-preview';

export function WidgetsPage() {
  const texts = useWidgetsTexts();
  const titleId = useId();
  const settingsId = useId();
  const [form, setForm] = useState<WidgetForm>(() =>
    initialWidgetForm(
      texts.templateTexts['football-top-24h'],
      texts.defaultBonusDescription,
      texts.defaultBonusTitle,
    ),
  );

  // A language switch on the page: the texts still at their defaults follow it.
  const textsShown = useRef(texts);
  useEffect(() => {
    const before = textsShown.current;
    if (before === texts) return;
    textsShown.current = texts;
    setForm((current) => retranslated(current, before, texts));
  }, [texts]);

  // §4/§7: the default market id; '-1' is replaced by the first market found, a failure is logged.
  useEffect(() => {
    const controller = new AbortController();
    void lookUpDefaultMarketId(productOrigin(), controller.signal).then((marketId) => {
      if (marketId === undefined) return;
      setForm((current) => (current.marketId === '-1' ? { ...current, marketId } : current));
    });
    return () => controller.abort();
  }, []);

  const update = (next: (current: WidgetForm) => WidgetForm) => setForm(next);
  const code = useMemo(() => buildEmbedCode(form, productOrigin()), [form]);
  const attributes = useMemo(() => embedAttributes(form), [form]);

  return (
    <main className={styles.page} aria-labelledby={titleId}>
      <header className={styles.hero}>
        <h1 id={titleId} className={styles.title}>
          {texts.title}
        </h1>
        <p className={styles.lead}>{texts.lead}</p>
        {texts.intro.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {paragraph}
          </p>
        ))}
      </header>

      <section className={styles.how} aria-labelledby={`${titleId}-how`}>
        <h2 id={`${titleId}-how`}>{texts.howTitle}</h2>
        <ol className={styles.steps}>
          {texts.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.settings} aria-labelledby={settingsId}>
        <h2 id={settingsId} className={styles.settingsTitle}>
          {texts.settings}
        </h2>
        <div className={styles.grid}>
          <div className={styles.form}>
            <WidgetTypeChoice texts={texts} form={form} update={update} />
            <LanguageChoice texts={texts} form={form} update={update} />
            {form.widgetType === 'one_market' ? (
              <OneMarketFields texts={texts} form={form} update={update} />
            ) : (
              <MultipleMarketsFields texts={texts} form={form} update={update} />
            )}
            <ThemeChoice texts={texts} form={form} update={update} />
            <AffiliateFields texts={texts} form={form} update={update} />
          </div>
          <div className={styles.output}>
            <Preview texts={texts} attributes={attributes} />
            <EmbedCode texts={texts} code={code} />
          </div>
        </div>
      </section>
    </main>
  );
}
