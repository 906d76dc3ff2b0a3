// Historical files arrive plain, gzip or bzip2 (Betfair's download site serves .bz2): each reads to
// the same lines, a broken archive is a clear error, and no archive expands past the bound.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSampleBytes } from '../test-support/acceptance-data.js';
import { decompressHistorical, historicalCompression, HistoricalDecompressionError } from './decompress.js';

// Two lines of a market of our own (a definition with ladders, then a trade), compressed by
// bzip2 1.0.8 (`bzip2 -c`): the bytes a .bz2 download holds.
const MINI_BZ2 = Buffer.from(
  'QlpoOTFBWSZTWfQfTOwAAdvfgEiQUAd+8D7j35q/79+6QAILLudDkJQoxCaNMEInieoGj1R4p6mTNMo9GQSiaNJkFAZHqGgAGgBoAAJTSainqYRo0ZMgwTJk9TI0MjQ0wEpNU9TagNGgAAA0ABoDQEqHQ5em6/q/1JqFz7xvC4k0ieiYBZhkFXifUS8XJyHSlEdtAy/B6BGLq6+1GGrahoUPDfRP5QFBVVAkJnEzCENU8epfQnxVuhPlRE0TqGw354gSL6nUkTPMojkMq81QZig5SB2cawgEJh6WpKSRIkzisg7Um3Nz3rSqKjGxHJIziqKPbBHLlSwc0aWB5BXDWEmaxz4oxRAeKAqIgcPF3ZvV83Gj1P4drzee3ZDFtXhOOklcfpb9nu+VxV8lMw8tnnWo3ajhkrJTatFJX1fgu7hFRC9L5HCMRKKcOG7KTIlbZf6Gus0i3UkabLI3p2oIP5kOeBVmFIjutOXezaJMSvBuz6hbMTs1yrhjo5tQMoKvw9uVkEstqWE0A4k4NHzSNSVsaUVFyJbMLSPRLGvxR/LaeeSKwzRTxEaoKU5sWwr61Mjs8NCJTWKDhQslcKyYMMWjWQc8xg8JQjRVyvPPb4YpBej0iLchjeVUDnH7SKTSpQKPXMSMiGrbMioKTJi4ul4XLhgiWsWGJWCPiXZVRSZAhVKIjQnfZg6XSylKNJJkameCcbGBcHZOqVM78EBSRbkhh1h69Bm1k6++9g+xdyRThQkPQfTOwA==',
  'base64',
);

describe('decompressHistorical', () => {
  it('reads a bzip2 file to its lines, and two concatenated bzip2 streams to both', () => {
    expect(historicalCompression(MINI_BZ2)).toBe('bzip2');
    const lines = decompressHistorical(MINI_BZ2).toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ op: 'mcm', mc: [{ id: '1.900000001' }] });
    expect(JSON.parse(lines[1]!)).toMatchObject({ mc: [{ rc: [{ id: 11, ltp: 2 }] }] });
    const twice = decompressHistorical(Buffer.concat([MINI_BZ2, MINI_BZ2])).toString('utf8');
    expect(twice.trim().split('\n')).toHaveLength(4);
  });

  it('reads the real gzip PRO file and the same bytes plain alike', () => {
    const gz = readSampleBytes('historical/PRO-1.206064380.gz');
    expect(historicalCompression(gz)).toBe('gzip');
    const text = decompressHistorical(gz);
    expect(text.toString('utf8').trim().split('\n')).toHaveLength(18_793);
    expect(historicalCompression(text)).toBe('plain');
    expect(decompressHistorical(text).equals(text)).toBe(true);
  });

  it('refuses broken archives and archives that expand past the bound', () => {
    expect(() => decompressHistorical(Buffer.from('BZh91AY&SYgarbage'))).toThrow(/broken bzip2 data/);
    expect(() => decompressHistorical(Buffer.from([0x1f, 0x8b, 8, 0, 1, 2]))).toThrow(/broken gzip data/);
    const bomb = gzipSync(Buffer.alloc(2 * 1024 * 1024, 0x20));
    expect(() => decompressHistorical(bomb, 1024 * 1024)).toThrow(HistoricalDecompressionError);
    expect(() => decompressHistorical(MINI_BZ2, 100)).toThrow(HistoricalDecompressionError);
    expect(() => decompressHistorical(Buffer.alloc(2048, 0x20), 1024)).toThrow(HistoricalDecompressionError);
  });
});
