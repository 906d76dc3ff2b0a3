export * from './line-framer.js';
export * from './message-log.js';
export * from './session-types.js';
export * from './stream-session.js';
export * from './validate.js';
export * from './websocket-transport.js';
