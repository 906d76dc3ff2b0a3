// The live preview (the inject script draws the element, rebuilt 1 s after a change) and the embed
// code with 'Copy script'.
import { DEBOUNCES_MS } from '@greenbook/trading';
import { Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toasts/notify';
import { type WidgetsTexts } from '../content/widgets-texts';
import { injectScriptUrl, type EmbedAttribute } from '../model/embed-code';
import styles from './widgets-page.module.css';

/** The product's own origin: where the inject script and the widgets service are. */
export function productOrigin(): string {
  return window.location.origin;
}

export function Preview({
  texts,
  attributes,
}: {
  readonly texts: WidgetsTexts;
  readonly attributes: readonly EmbedAttribute[];
}) {
  const holder = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(attributes);
  const [shown, setShown] = useState(key);
  const titleId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setShown(key), DEBOUNCES_MS.widgetPreview);
    return () => clearTimeout(timer);
  }, [key]);

  useEffect(() => {
    const element = document.createElement('div');
    element.className = 'greenbook-widget';
    for (const [name, value] of JSON.parse(shown) as EmbedAttribute[]) element.setAttribute(name, value);
    holder.current?.replaceChildren(element);
  }, [shown]);

  useEffect(() => {
    const src = injectScriptUrl(productOrigin());
    if ([...document.scripts].some((script) => script.src === src)) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  }, []);

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {texts.preview}
      </h3>
      <p className={styles.hint}>{texts.previewNote}</p>
      <div ref={holder} className={styles.preview} data-testid="widget-preview" />
    </section>
  );
}

export function EmbedCode({ texts, code }: { readonly texts: WidgetsTexts; readonly code: string }) {
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify('success', texts.copied, { id: 'widgets-copy' });
    } catch {
      notify('error', texts.copyFailed, { id: 'widgets-copy' });
    }
  };
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {texts.embedCode}
      </h3>
      <p className={styles.hint}>{texts.embedHint}</p>
      <pre className={styles.code} tabIndex={0} aria-labelledby={titleId}>
        <code data-testid="widget-embed-code">{code}</code>
      </pre>
      <Button variant="primary" onClick={() => void copy()}>
        <Copy aria-hidden="true" size={16} />
        {texts.copy}
      </Button>
    </section>
  );
}
