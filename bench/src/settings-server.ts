// The product server for the settings load benchmark, run in its own process so the load
// generator does not share its CPU: PostgreSQL (DATABASE_URL, else the local one) in a schema of
// its own, the embedded exchange without its market world, and tokens for the demo accounts.
// Prints one JSON line {url, users:[{token, vendorId}]} on stdout, then serves until killed.
import { DEMO_ACCOUNTS, SIM_DEFAULTS, Simulator, vendorClientId } from '@greenbook/exchange-sim';
import { loadConfig, startServer } from '@greenbook/server';

const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
});
const simulator = new Simulator();
const server = await startServer(config, {
  simulator,
  inMemoryDatabase: true,
  pgSchema: `test_bench_${process.pid}`,
});
const users = DEMO_ACCOUNTS.map((account) => ({
  token: simulator.sessions.create(
    'OAUTH',
    account.accountId,
    SIM_DEFAULTS.appKey,
    SIM_DEFAULTS.vendor.vendorId,
  ).token,
  vendorId: vendorClientId(account.accountId, SIM_DEFAULTS.vendor.vendorId),
}));
process.stdout.write(`${JSON.stringify({ url: server.url, users })}\n`);
process.once('SIGTERM', () => {
  void server.stop().then(() => process.exit(0));
});
