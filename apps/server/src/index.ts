// What other workspaces (bench, e2e tooling) may use of the server: configuration and start-up.
export { loadConfig, type ServerConfig } from './config/config.js';
export { startServer, type RunningServer, type StartOptions } from './server.js';
export { PracticeRun } from './practice/practice-run.js';
