// The User Guide in English (account-and-product §2 "Static pages"; what it describes: both
// specs and the product itself). The page and the build-time PDF both read this module.
import type { UserGuide } from '../model/user-guide';
import { screenTopicsEn } from './user-guide-en-screens';
import { tradingTopicsEn } from './user-guide-en-trading';

export const userGuideEn: UserGuide = {
  title: 'User Guide',
  lead: 'How to trade with Greenbook, screen by screen: from the first login to the ladder and the automatic options.',
  labels: {
    topics: 'Guide topics',
    openTopics: 'Topics',
    closeTopics: 'Close topics',
    downloadPdf: 'Download the guide (PDF)',
    enlarge: 'Enlarge: {alt}',
    closeViewer: 'Close',
    page: 'Page {page}',
    contents: 'Contents',
  },
  topics: [...screenTopicsEn, ...tradingTopicsEn],
};
