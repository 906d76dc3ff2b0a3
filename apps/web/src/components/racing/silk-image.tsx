// A jockey's silk image from the product's content path. Its box is sized before the image loads
// (width and height set), and an image that fails keeps its box, empty, so nothing beside it moves.
import { useState } from 'react';
import styles from './racing.module.css';

const SIZES = { small: 20, large: 40 } as const;

export function SilkImage({ src, alt, size }: { src: string; alt: string; size: keyof typeof SIZES }) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const pixels = SIZES[size];
  return (
    <img
      className={styles.silk}
      src={src}
      alt={alt}
      width={pixels}
      height={pixels}
      decoding="async"
      data-failed={failedSrc === src || undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
