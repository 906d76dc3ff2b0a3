// `npm run exchange -- --port 7000 --stream-port 7001 --stream-tls-port 7443 --seed 1`: runs the
// embedded exchange on its own, prints where to reach it and who can sign in, runs until stopped.
import { DEMO_ACCOUNTS } from '../world/demo-accounts.js';
import { SIM_DEFAULTS } from '../simulator.js';
import { CLI_USAGE, parseCliOptions } from './cli-options.js';
import { startStandaloneExchange } from './standalone.js';

async function main(): Promise<void> {
  let options;
  try {
    options = parseCliOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  const running = await startStandaloneExchange(options);
  const { httpUrl } = running;
  console.log(
    [
      `Greenbook embedded exchange (seed ${options.seed}, speed ${options.speed}×)`,
      `  API-NG JSON-RPC  ${httpUrl}/exchange/betting/json-rpc/v1  (account: /exchange/account/json-rpc/v1)`,
      `  API-NG REST      ${httpUrl}/exchange/betting/rest/v1.0/<operation>/`,
      `  identity         ${httpUrl}/identitysso/api/login   vendor sign-on: ${httpUrl}/identitysso/view/vendor-login`,
      `  stream           tcp ${options.host}:${running.streamPort}  tls ${options.host}:${running.streamTlsPort} (self-signed${options.tlsCertOut === undefined ? '' : `, certificate in ${options.tlsCertOut}`})`,
      `  app key          ${options.appKey}  (delayed: ${SIM_DEFAULTS.delayedAppKey})`,
      `  vendor           client_id ${SIM_DEFAULTS.vendor.vendorId}  secret ${SIM_DEFAULTS.vendor.vendorSecret}  redirect ${options.vendorRedirectUrl}`,
      `  demo accounts    ${DEMO_ACCOUNTS.map((a) => `${a.username}/${a.password} (${a.currencyCode})`).join(', ')}`,
    ].join('\n'),
  );
  const stop = (): void => {
    void running.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`exchange: ${error instanceof Error ? error.message : String(error)}`);
  console.error(CLI_USAGE);
  process.exit(1);
});
