import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Frame, LineFramer } from './line-framer.js';

describe('CRLF framing (betfair-protocol §5.1)', () => {
  it('joins chunks split anywhere and strips CRLF or LF', () => {
    const framer = new LineFramer();
    expect(framer.push('{"op":"conn')).toEqual([]);
    expect(framer.push('ection"}\r\n{"op":"status"}\n{"a"')).toEqual([
      '{"op":"connection"}',
      '{"op":"status"}',
    ]);
    expect(framer.push(':1}\r\n\r\n')).toEqual(['{"a":1}']);
  });

  it('drops and counts a line past the size bound, then carries on', () => {
    const framer = new LineFramer(10);
    expect(framer.push('0123456789ABCDEF')).toEqual([]);
    expect(framer.push('more\r\nok\r\n')).toEqual(['ok']);
    expect(framer.oversizedLines).toBe(1);
  });

  it('yields the same lines however the stream is cut', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !/[\r\n]/.test(s) && s.trim() !== ''),
          { maxLength: 10 },
        ),
        fc.array(fc.nat(50)),
        (lines, cuts) => {
          const text = lines.map((line) => `${line}\r\n`).join('');
          const framer = new LineFramer();
          const out: string[] = [];
          let position = 0;
          for (const cut of cuts) {
            const end = Math.min(text.length, position + cut);
            out.push(...framer.push(text.slice(position, end)));
            position = end;
          }
          out.push(...framer.push(text.slice(position)));
          expect(out).toEqual(lines);
        },
      ),
    );
  });

  it('decodes base64 frames', () => {
    expect(decodeBase64Frame(Buffer.from('{"op":"mcm"}\r\n').toString('base64'))).toBe('{"op":"mcm"}\r\n');
  });
});
