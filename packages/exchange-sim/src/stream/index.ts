// The Exchange Stream API server and what a benchmark or test needs to drive it.
export {
  StreamServer,
  STREAM_SERVER_DEFAULTS,
  type ListenOptions,
  type StreamServerOptions,
} from './stream-server.js';
export { StreamClient, type StreamClientOptions, type StreamMessage } from './testing/stream-client.js';
export type { TlsCredentials } from './tls-certificate.js';
