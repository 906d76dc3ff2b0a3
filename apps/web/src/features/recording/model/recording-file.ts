// The file a stopped recording becomes (issue 21 §1): Betfair's historical format, gzip-compressed in
// the browser (CompressionStream) when it can, plain otherwise — `npm run replay` and Betfair tools
// read both, whatever the name says (gzip is detected by its magic bytes).

/** `greenbook-1.234567890-20261127-130512` (UTC start time): only safe characters reach the name. */
export function recordingBaseName(marketId: string, startedAt: number): string {
  const safeId = marketId.replace(/[^0-9A-Za-z.-]/g, '') || 'market';
  const stamp = new Date(startedAt).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `greenbook-${safeId}-${stamp}`;
}

/** The recording's text as a downloadable file: `.gz` when the browser can compress, else `.jsonl`. */
export async function recordingFile(text: string, baseName: string): Promise<File> {
  if (typeof CompressionStream === 'function') {
    const gzipped = new Response(text).body!.pipeThrough(new CompressionStream('gzip'));
    const bytes = await new Response(gzipped).arrayBuffer();
    return new File([bytes], `${baseName}.gz`, { type: 'application/gzip' });
  }
  return new File([text], `${baseName}.jsonl`, { type: 'application/x-ndjson' });
}

/** Hands the file to the browser's downloads, as a link with `download` would. */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // The download has taken the blob by the next task; the URL is only released after it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
