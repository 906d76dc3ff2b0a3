// Node APIs (fs, zlib) in the web project's jsdom run: the builder runs in Node at build time.
// The build-time PDF of the User Guide: a valid PDF of the same content as the page, in both
// languages: every topic's title printed on a page and bookmarked, every screenshot embedded.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { userGuideEn } from '../content/user-guide-en';
import { userGuidePt } from '../content/user-guide-pt';
import { GUIDE_IMAGES, type GuideImage, type UserGuide } from '../model/user-guide';
import { buildUserGuidePdf } from './user-guide-pdf';

// jsdom gives import.meta.url an http address: the folder from this file's path on disk.
const ASSETS = resolve(import.meta.dirname, '../assets/guide');
const readImage = (name: GuideImage) => readFileSync(resolve(ASSETS, `${name}.jpg`));

/** The text the page streams draw: pdfkit writes Helvetica text as hex WinAnsi codes in TJ arrays. */
function drawnText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\/FlateDecode[^]*?stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // an image's stream, or one that is not text
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      lines.push(new TextDecoder('windows-1252').decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join('\n');
}

/** The bookmarks' titles: PDF literal strings, UTF-16BE after a byte order mark when not ASCII. */
function bookmarks(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\/Title \(((?:\\.|[^\\)])*)\)/g)].map(([, literal]) => {
    const bytes = Buffer.from(literal!.replace(/\\(.)/g, '$1'), 'latin1');
    return bytes[0] === 0xfe && bytes[1] === 0xff
      ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
      : bytes.toString('latin1');
  });
}

describe.each([
  ['en', userGuideEn],
  ['pt', userGuidePt],
] as const)('the %s User Guide PDF', (language, guide: UserGuide) => {
  it('is a PDF with every topic, its bookmarks and every screenshot', async () => {
    const pdf = await buildUserGuidePdf(guide, {
      language,
      readImage,
      date: new Date('2026-11-25T00:00:00Z'),
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    const text = drawnText(pdf);
    const titles = bookmarks(pdf);
    for (const topic of guide.topics) {
      expect(text, topic.title).toContain(topic.title);
      expect(titles, topic.title).toContain(topic.title);
    }
    expect(text).toContain(guide.topics.at(-1)!.paragraphs[0]!.slice(0, 30));
    // One embedded picture per screenshot the guide shows (the same one twice is two).
    const shown = guide.topics.flatMap((topic) => topic.figures ?? []).length;
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(shown);
    expect(text).toContain(guide.labels.page.replace('{page}', '2'));
  });
});

it('every screenshot the guides name exists for the page and for the PDF', () => {
  const sizes = JSON.parse(readFileSync(resolve(ASSETS, 'sizes.json'), 'utf8')) as Record<string, unknown>;
  for (const name of GUIDE_IMAGES) {
    expect(readImage(name).subarray(0, 2).toString('hex'), name).toBe('ffd8');
    expect(
      readFileSync(resolve(ASSETS, `${name}.webp`))
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
    expect(sizes[name], name).toEqual([expect.any(Number), expect.any(Number)]);
  }
});
