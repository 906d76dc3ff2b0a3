import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { recordingBaseName, recordingFile } from './recording-file';

describe('a recording’s file', () => {
  it('is named by market and start time, with nothing unsafe from the address', () => {
    const start = Date.UTC(2026, 10, 27, 13, 5, 12);
    expect(recordingBaseName('1.234567890', start)).toBe('greenbook-1.234567890-20261127-130512');
    expect(recordingBaseName('../1.2/<x>', start)).toBe('greenbook-..1.2x-20261127-130512');
  });

  it('is the recording gzipped, line for line', async () => {
    const text = '{"op":"mcm","pt":1,"mc":[]}\n{"op":"mcm","pt":2,"mc":[]}\n';
    const file = await recordingFile(text, 'greenbook-1.2-x');
    expect(file.name).toBe('greenbook-1.2-x.gz');
    expect(gunzipSync(new Uint8Array(await file.arrayBuffer())).toString('utf8')).toBe(text);
  });
});
