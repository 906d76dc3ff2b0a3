// The User Guide's content shape (account-and-product §2 "Static pages"): one module per language
// (../content/user-guide-<lang>.ts) that both the page and the build-time PDF read, so the PDF is
// always the same guide as the page. Topics are in reading order; a topic of level 2 belongs to
// the level-1 topic before it (Sidebar → General, Sports List, This Market). Each topic's `id` is
// its #anchor.

/** The product screenshots (assets/guide/<name>.webp for the page, .jpg for the PDF). */
export const GUIDE_IMAGES = [
  'landing',
  'home',
  'sidebar-general',
  'sports-list',
  'this-market',
  'market-header',
  'grid',
  'ladder',
  'auto-options',
  'phone-market',
] as const;

export type GuideImage = (typeof GUIDE_IMAGES)[number];

export interface GuideFigure {
  readonly image: GuideImage;
  /** What the screenshot shows, for screen readers and the viewer's title. */
  readonly alt: string;
  readonly caption: string;
}

export interface GuideTopic {
  readonly id: string;
  readonly level: 1 | 2;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly figures?: readonly GuideFigure[];
}

export interface UserGuide {
  readonly title: string;
  readonly lead: string;
  readonly labels: {
    /** The sidebar's navigation name. */
    readonly topics: string;
    readonly openTopics: string;
    readonly closeTopics: string;
    readonly downloadPdf: string;
    /** "Enlarge: {alt}", the accessible name of a screenshot's button. */
    readonly enlarge: string;
    readonly closeViewer: string;
    /** The PDF's footer: "Page {page}". */
    readonly page: string;
    readonly contents: string;
  };
  readonly topics: readonly GuideTopic[];
}

/** The address the product serves each language's PDF at (built by the web build). */
export function userGuidePdfPath(language: 'en' | 'pt'): string {
  return `/user-guide/greenbook-user-guide-${language}.pdf`;
}
