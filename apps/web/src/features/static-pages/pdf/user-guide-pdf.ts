// The User Guide as a PDF (account-and-product §2 "Static pages": "a PDF download link"), made at
// build time from the SAME content modules as the page (content/user-guide-<lang>.ts) and the same
// screenshots (their JPEG copies: PDF has no WebP). Node only: the web build's plugin
// (apps/web/vite.config.ts) calls it once per language and emits the file beside the app, and the
// product serves it as application/pdf. pdfkit's standard Helvetica covers Portuguese (WinAnsi).
//
// The document: a cover with the title, the lead and a linked table of contents; each chapter (a
// level-1 topic) on a new page with its sub-topics after it; every screenshot fitted to the column
// with its caption; PDF bookmarks mirroring the page's sidebar; "Page n" under every page.
import PDFDocument from 'pdfkit';
import type { GuideImage, UserGuide } from '../model/user-guide';

export interface UserGuidePdfOptions {
  readonly language: 'en' | 'pt';
  /** A screenshot's JPEG (or PNG) bytes. */
  readonly readImage: (name: GuideImage) => Buffer;
  /** The document's date (the build's), fixed in tests. */
  readonly date?: Date;
}

const MARGIN = 56;
const TEXT = '#15191e';
const MUTED = '#56606b';
const ACCENT = '#1a7348';
/** The tallest a screenshot may print, so a tall one (the sidebar) leaves room for its text. */
const MAX_FIGURE_HEIGHT = 520;

/** pdfkit reads an image's pixels with openImage, which its type declarations leave out. */
function imageSize(doc: PDFKit.PDFDocument, bytes: Buffer): { width: number; height: number } {
  const { width, height } = (
    doc as unknown as { openImage(src: Buffer): { width: number; height: number } }
  ).openImage(bytes);
  return { width, height };
}

export function buildUserGuidePdf(guide: UserGuide, options: UserGuidePdfOptions): Promise<Buffer> {
  const date = options.date ?? new Date();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: options.language === 'pt' ? 'pt-BR' : 'en',
    displayTitle: true,
    info: {
      Title: `Greenbook — ${guide.title}`,
      Author: 'Greenbook',
      Subject: guide.lead,
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;

  // Cover and contents, each entry a link to its topic.
  doc.font('Helvetica-Bold').fontSize(12).fillColor(ACCENT).text('Greenbook');
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(28).fillColor(TEXT).text(guide.title);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(13).fillColor(MUTED).text(guide.lead, { lineGap: 3 });
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(TEXT).text(guide.labels.contents);
  doc.moveDown(0.5);
  for (const topic of guide.topics) {
    doc
      .font(topic.level === 1 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .fillColor(ACCENT)
      .text(topic.title, MARGIN + (topic.level === 1 ? 0 : 18), doc.y, { goTo: topic.id, lineGap: 4 });
  }

  let chapter: PDFKit.PDFOutline | undefined;
  for (const topic of guide.topics) {
    if (topic.level === 1) {
      doc.addPage();
    } else if (doc.y > bottom() - 120) {
      doc.addPage();
    } else {
      doc.moveDown(1);
    }
    doc.addNamedDestination(topic.id);
    const item = (topic.level === 1 ? doc.outline : (chapter ?? doc.outline)).addItem(topic.title);
    if (topic.level === 1) chapter = item;
    doc
      .font('Helvetica-Bold')
      .fontSize(topic.level === 1 ? 20 : 15)
      .fillColor(TEXT)
      .text(topic.title, MARGIN, doc.y);
    doc.moveDown(0.5);
    for (const paragraph of topic.paragraphs) {
      doc.font('Helvetica').fontSize(11).fillColor(TEXT).text(paragraph, MARGIN, doc.y, {
        width,
        lineGap: 3,
        align: 'left',
      });
      doc.moveDown(0.6);
    }
    for (const figure of topic.figures ?? []) {
      const bytes = options.readImage(figure.image);
      const image = imageSize(doc, bytes);
      const scale = Math.min(width / image.width, MAX_FIGURE_HEIGHT / image.height);
      const height = image.height * scale;
      if (doc.y + height + 30 > bottom()) doc.addPage();
      const x = MARGIN + (width - image.width * scale) / 2;
      const top = doc.y;
      doc.image(bytes, x, top, { width: image.width * scale, height });
      doc
        .lineWidth(0.5)
        .strokeColor('#d5dae0')
        .rect(x, top, image.width * scale, height)
        .stroke();
      doc.y = top + height + 6;
      doc
        .font('Helvetica-Oblique')
        .fontSize(9)
        .fillColor(MUTED)
        .text(figure.caption, MARGIN, doc.y, { width, align: 'center' });
      doc.moveDown(1);
    }
  }

  // "Page n" under every page (in the bottom margin, which must not start a new page).
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        guide.labels.page.replace('{page}', String(index + 1)),
        MARGIN,
        doc.page.height - MARGIN / 2 - 4,
        {
          width,
          align: 'center',
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
