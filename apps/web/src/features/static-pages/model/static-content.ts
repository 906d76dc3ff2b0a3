// The shape of a static page's content (account-and-product §2 "Static pages"). Each page has one
// content module per language (../content/<page>-<lang>.ts): long texts that stay out of the
// always-loaded i18n bundle and arrive with the page's own chunk. The User Guide joins with the
// same shape: its sections' ids are the #anchors its sidebar links to.
import { useTranslation } from 'react-i18next';

/** A titled part of a page; `id` is its #anchor. */
export interface StaticSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** A page of prose: About, Terms and Conditions. */
export interface ProsePage {
  readonly title: string;
  readonly lead: string;
  readonly sections: readonly StaticSection[];
}

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: readonly string[];
}

export interface FaqPage {
  readonly title: string;
  readonly lead: string;
  readonly questions: readonly FaqEntry[];
}

/** A page's content in each interface language (§9: en and pt, fallback en). */
export interface Localised<T> {
  readonly en: T;
  readonly pt: T;
}

/** The content in the interface's language, English for any other. */
export function useLocalised<T>(content: Localised<T>): T {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'pt' ? content.pt : content.en;
}
