// account-and-product §2 "Static pages": the User Guide. Its topics (content/user-guide-<lang>.ts,
// the same modules the build-time PDF is made from) in a sidebar of #anchor links that marks the
// topic in view; a drawer under 768 px, opened by its button or a swipe from the left edge and
// closed by a swipe to the left, Escape, the overlay or a chosen topic; every screenshot opens in
// the image viewer; a deep link (/user-guide#ladder) scrolls to its topic; the PDF of the whole
// guide in the interface's language.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { List, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/dialog';
import { userGuideEn } from '../content/user-guide-en';
import { userGuidePt } from '../content/user-guide-pt';
import { GUIDE_IMAGE_FILES } from '../model/guide-images';
import { useEdgeSwipe } from '../model/use-edge-swipe';
import { userGuidePdfPath, type GuideFigure, type GuideTopic, type UserGuide } from '../model/user-guide';
import styles from './user-guide.module.css';

/** The topics as the sidebar nests them: each level-1 topic with the level-2 ones after it. */
function chapters(topics: readonly GuideTopic[]): { topic: GuideTopic; children: GuideTopic[] }[] {
  const result: { topic: GuideTopic; children: GuideTopic[] }[] = [];
  for (const topic of topics) {
    const last = result.at(-1);
    if (topic.level === 2 && last !== undefined) last.children.push(topic);
    else result.push({ topic, children: [] });
  }
  return result;
}

/** The topic a location's #anchor names, if it is one of the guide's. */
function topicOf(hash: string, guide: UserGuide): string | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined; // a malformed escape in a hand-typed address
  }
  return guide.topics.some((topic) => topic.id === id) ? id : undefined;
}

const UNPIN_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * The topic in view: the current one while it is still in the band under the header, else the
 * first topic in the band. A topic reached by a link (`pinned`) stays marked until the reader
 * scrolls on their own: the last topics cannot scroll up into the band, the page ends first.
 */
function useTopicInView(
  ids: readonly string[],
  setCurrent: (update: (current: string) => string) => void,
  pinned: { current: boolean },
): void {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const unpin = () => {
      pinned.current = false;
    };
    for (const name of UNPIN_EVENTS) window.addEventListener(name, unpin, { passive: true });
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first !== undefined && !pinned.current)
          setCurrent((current) => (visible.has(current) ? current : first));
      },
      // The band under the header: from its bottom edge to 40% down the view.
      { rootMargin: '-64px 0px -60% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element !== null) observer.observe(element);
    }
    return () => {
      observer.disconnect();
      for (const name of UNPIN_EVENTS) window.removeEventListener(name, unpin);
    };
  }, [ids, setCurrent, pinned]);
}

function Figure({
  figure,
  guide,
  onOpen,
}: {
  readonly figure: GuideFigure;
  readonly guide: UserGuide;
  readonly onOpen: (figure: GuideFigure, opener: HTMLElement) => void;
}) {
  const file = GUIDE_IMAGE_FILES[figure.image];
  return (
    <figure className={styles.figure}>
      <button
        type="button"
        className={styles.zoom}
        aria-label={guide.labels.enlarge.replace('{alt}', figure.alt)}
        aria-haspopup="dialog"
        onClick={(event) => onOpen(figure, event.currentTarget)}
      >
        <img src={file.src} width={file.width} height={file.height} alt="" loading="lazy" decoding="async" />
      </button>
      <figcaption>{figure.caption}</figcaption>
    </figure>
  );
}

function Topic({
  topic,
  guide,
  onOpenFigure,
}: {
  readonly topic: GuideTopic;
  readonly guide: UserGuide;
  readonly onOpenFigure: (figure: GuideFigure, opener: HTMLElement) => void;
}) {
  const Heading = topic.level === 1 ? 'h2' : 'h3';
  return (
    <section id={topic.id} aria-labelledby={`${topic.id}-title`} className={styles.topic}>
      <Heading id={`${topic.id}-title`}>{topic.title}</Heading>
      {topic.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {topic.figures?.map((figure) => (
        <Figure key={figure.image} figure={figure} guide={guide} onOpen={onOpenFigure} />
      ))}
    </section>
  );
}

export function UserGuidePage() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'pt' ? 'pt' : 'en';
  const guide = language === 'pt' ? userGuidePt : userGuideEn;
  const { hash } = useLocation();
  const titleId = useId();
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // The current topic: the deep link's at first, then the one clicked or scrolled to.
  const [current, setCurrent] = useState<string>(() => topicOf(hash, guide) ?? guide.topics[0]!.id);
  const [viewing, setViewing] = useState<GuideFigure | null>(null);
  // The screenshot the viewer opened from: the focus goes back to it when the viewer closes.
  const openerRef = useRef<HTMLElement | null>(null);
  const openFigure = useCallback((figure: GuideFigure, opener: HTMLElement) => {
    openerRef.current = opener;
    setViewing(figure);
  }, []);
  useEffect(() => {
    if (viewing === null) openerRef.current?.focus();
  }, [viewing]);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  useEdgeSwipe({ open: menuOpen, onOpen: openMenu, onClose: closeMenu });

  const [ids] = useState(() => guide.topics.map((topic) => topic.id));
  const pinned = useRef(topicOf(hash, guide) !== undefined);
  useTopicInView(ids, setCurrent, pinned);

  // A deep link, on load or from the sidebar: its topic scrolls into view (the observer then keeps
  // the sidebar's mark on it).
  useEffect(() => {
    const id = topicOf(hash, guide);
    if (id !== undefined) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, guide]);

  // An #anchor the browser goes to by itself (typed in the address bar, back and forward): the same.
  useEffect(() => {
    const onHashChange = () => {
      const id = topicOf(window.location.hash, guide);
      if (id === undefined) return;
      pinned.current = true;
      setCurrent(id);
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [guide]);

  // Escape closes the drawer and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const link = (topic: GuideTopic) => (
    <Link
      to={{ hash: topic.id }}
      aria-current={current === topic.id ? 'location' : undefined}
      className={styles.link}
      onClick={() => {
        // The same #anchor again still scrolls there (the location does not change).
        if (hash === `#${topic.id}`) document.getElementById(topic.id)?.scrollIntoView({ block: 'start' });
        setCurrent(topic.id);
        setMenuOpen(false);
        pinned.current = true;
      }}
    >
      {topic.title}
    </Link>
  );

  return (
    <main className={styles.page} aria-labelledby={titleId}>
      <div className={styles.bar}>
        <Button
          ref={toggleRef}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <List aria-hidden size={16} /> {guide.labels.openTopics}
        </Button>
      </div>
      {menuOpen && <div className={styles.scrim} aria-hidden onClick={closeMenu} />}
      <nav id={navId} aria-label={guide.labels.topics} className={styles.nav} data-open={menuOpen}>
        <div className={styles.navHead}>
          <span>{guide.labels.contents}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={guide.labels.closeTopics}
            onClick={closeMenu}
          >
            <X aria-hidden size={18} />
          </button>
        </div>
        <ol className={styles.topics}>
          {chapters(guide.topics).map(({ topic, children }) => (
            <li key={topic.id}>
              {link(topic)}
              {children.length > 0 && (
                <ol>
                  {children.map((child) => (
                    <li key={child.id}>{link(child)}</li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <article className={styles.article}>
        <h1 id={titleId} className={styles.title}>
          {guide.title}
        </h1>
        <p className={styles.lead}>{guide.lead}</p>
        <p>
          <a className={styles.pdf} href={userGuidePdfPath(language)} download>
            {guide.labels.downloadPdf}
          </a>
        </p>
        {guide.topics.map((topic) => (
          <Topic key={topic.id} topic={topic} guide={guide} onOpenFigure={openFigure} />
        ))}
      </article>
      <DialogRoot open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        {viewing !== null && (
          <DialogContent
            size="wide"
            title={viewing.caption}
            actions={
              <DialogClose asChild>
                <Button>{guide.labels.closeViewer}</Button>
              </DialogClose>
            }
          >
            <img
              className={styles.viewerImage}
              src={GUIDE_IMAGE_FILES[viewing.image].src}
              width={GUIDE_IMAGE_FILES[viewing.image].width}
              height={GUIDE_IMAGE_FILES[viewing.image].height}
              alt={viewing.alt}
            />
          </DialogContent>
        )}
      </DialogRoot>
    </main>
  );
}
