// Re-encodes a Playwright PNG with the page's own canvas (no image tool needed on the machine):
// WebP for pages, JPEG for documents (the User Guide's PDF: PDF has no WebP), at `scale` of its size.
import type { Page } from '@playwright/test';

export async function encodeImage(
  page: Page,
  png: Buffer,
  type: 'image/webp' | 'image/jpeg',
  { quality = 0.8, scale = 1 }: { quality?: number; scale?: number } = {},
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ base64, type, quality, scale }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(image.naturalWidth * scale);
      canvas.height = Math.round(image.naturalHeight * scale);
      const context = canvas.getContext('2d')!;
      context.imageSmoothingQuality = 'high';
      // JPEG has no transparency: a white ground, as the page would show it.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL(type, quality);
    },
    { base64: png.toString('base64'), type, quality, scale },
  );
  return Buffer.from(dataUrl.replace(/^data:image\/\w+;base64,/, ''), 'base64');
}
