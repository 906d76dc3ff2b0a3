// The stream over a Node TCP or TLS socket (betfair-protocol §5.1): how the server, tests,
// benchmarks and the stream bridge reach the exchange's stream port.
import { isIP, connect as netConnect } from 'node:net';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import type { StreamSocket, StreamTransport } from './session-types.js';

export interface NodeStreamEndpoint {
  readonly host: string;
  readonly port: number;
  /** TLS when set: `true` for the system's trust store, or options (e.g. a CA for a self-signed server). */
  readonly tls?: boolean | ConnectionOptions;
}

export function nodeStreamTransport(endpoint: NodeStreamEndpoint): StreamTransport {
  return {
    open({ onData, onClose }): StreamSocket {
      const socket =
        endpoint.tls === undefined || endpoint.tls === false
          ? netConnect({ host: endpoint.host, port: endpoint.port })
          : tlsConnect({
              host: endpoint.host,
              port: endpoint.port,
              // SNI carries host names only (RFC 6066); an address is verified against the IP SANs.
              ...(isIP(endpoint.host) === 0 ? { servername: endpoint.host } : {}),
              ...(endpoint.tls === true ? {} : endpoint.tls),
            });
      socket.setEncoding('utf8');
      socket.setNoDelay(true);
      socket.on('data', (chunk: string) => {
        onData(chunk);
      });
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        onClose();
      });
      return {
        send: (line) => {
          if (!socket.destroyed) socket.write(`${line}\r\n`);
        },
        close: () => socket.destroy(),
      };
    },
  };
}
