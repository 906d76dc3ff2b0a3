// `npm start` (via scripts/start.mjs): the product on PORT (8080), printing where to open it.
import { DEMO_ACCOUNTS } from '@greenbook/exchange-sim';
import { ConfigError, loadConfig } from './config/config.js';
import { startServer } from './server.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const server = await startServer(config);
  const lines = [
    `Greenbook is running on ${config.publicUrl} (exchange: ${config.exchange}, database: ${server.database.engine})`,
  ];
  if (config.exchange === 'sim') {
    lines.push(
      `Embedded exchange demo accounts (username/password): ${DEMO_ACCOUNTS.map((a) => `${a.username}/${a.password} (${a.currencyCode})`).join(', ')}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = (): void => {
    void server.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
