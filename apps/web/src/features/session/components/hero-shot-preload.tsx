// The landing's largest paint is its hero shot, but the <img> exists only once the landing's lazy
// chunk has arrived and rendered. Drawn beside that lazy page (app/layouts.tsx, in the entry), this
// asks for the image at once, in parallel with the chunk: React puts a <link rel="preload"> with
// the same srcset and sizes in the head, so the browser picks the same copy the <img> will.
import { preload } from 'react-dom';
import { useTheme } from '@/lib/storage/theme';
import { shotSources } from '../model/landing-shots';

export function HeroShotPreload() {
  const { src, srcSet, sizes } = shotSources('grid', useTheme());
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return null;
}
