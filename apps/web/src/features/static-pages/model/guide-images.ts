// The User Guide's screenshots as the page loads them: each WebP's built address (Vite fingerprints
// it) and its size in pixels, so the page keeps its room before it arrives.
import { GUIDE_IMAGES, type GuideImage } from './user-guide';
import sizes from '../assets/guide/sizes.json';

const URLS = import.meta.glob<string>('../assets/guide/*.webp', {
  eager: true,
  query: '?url',
  import: 'default',
});

export interface GuideImageFile {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

function fileOf(name: GuideImage): GuideImageFile {
  const src = URLS[`../assets/guide/${name}.webp`];
  const [width, height] = (sizes as Record<string, readonly number[] | undefined>)[name] ?? [];
  if (src === undefined || width === undefined || height === undefined)
    throw new Error(`The User Guide has no screenshot "${name}"`);
  return { src, width, height };
}

export const GUIDE_IMAGE_FILES: Readonly<Record<GuideImage, GuideImageFile>> = Object.fromEntries(
  GUIDE_IMAGES.map((name) => [name, fileOf(name)]),
) as Record<GuideImage, GuideImageFile>;
