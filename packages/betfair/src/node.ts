// @greenbook/betfair/node: the parts that need Node (sockets, files). The main entry stays free of
// Node built-ins so the browser bundle can use the client, caches and session as they are.
export * from './historical/historical-file.js';
export * from './stream/session/node-transport.js';
export * from './bridge/stream-bridge.js';
