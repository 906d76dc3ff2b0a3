// The stream in a browser: a WebSocket to the product server's bridge at /stream, which holds the
// TCP/TLS connection to the exchange (architecture.md). Frames may be base64 encoded (trading-core
// §7); text frames carry CRLF-terminated lines either way.
import { decodeBase64Frame } from './line-framer.js';
import type { StreamSocket, StreamTransport } from './session-types.js';

/** The parts of the WebSocket API used here (the browser's, or the `ws` package in Node). */
export interface WebSocketLike {
  send(data: string): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
}

export function webSocketTransport(
  url: string,
  create: (url: string) => WebSocketLike,
  base64Frames = false,
): StreamTransport {
  return {
    open({ onData, onClose }): StreamSocket {
      const socket = create(url);
      socket.onmessage = (event) => {
        if (typeof event.data !== 'string') return;
        onData(base64Frames ? decodeBase64Frame(event.data) : event.data);
      };
      socket.onclose = () => {
        onClose();
      };
      socket.onerror = () => {
        socket.close();
      };
      return {
        send: (line) => {
          socket.send(`${line}\r\n`);
        },
        close: () => {
          socket.close();
        },
      };
    },
  };
}
