// seek-bzip ships no types; this is the one call this package makes (lib/index.js `Bunzip.decode`).
declare module 'seek-bzip' {
  interface ByteSink {
    writeByte(byte: number): void;
  }
  const Bunzip: {
    /** Decodes a whole bzip2 buffer into `output` (every concatenated stream when `multistream`). */
    decode(input: Uint8Array, output: ByteSink, multistream?: boolean): void;
  };
  export default Bunzip;
}
