// Settings API under load (product-service issue, "Done when"): GET and PUT of a user's settings
// on PostgreSQL with many concurrent connections, the server in its own process. Prints
// requests/s and latency percentiles. Budget on the 2-core machine: ≥ 3,000 requests/s with
// p99 ≤ 20 ms. Never fails on time.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 16);

const child = spawn(
  'node',
  [
    '--conditions=@greenbook/source',
    '--import',
    'tsx',
    new URL('./settings-server.ts', import.meta.url).pathname,
  ],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const first = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`settings server exited with ${code}`)));
});
const { url, users } = JSON.parse(first) as {
  url: string;
  users: Array<{ token: string; vendorId: string }>;
};

const headers = (token: string) => ({ authorization: `BEARER ${token}`, 'content-type': 'application/json' });
// Each user saves once so GETs read real rows; then the load runs round-robin over the users.
for (const user of users) {
  await fetch(`${url}/api/users/${user.vendorId}`, {
    method: 'PUT',
    headers: headers(user.token),
    body: JSON.stringify({ vendorID: user.vendorId, settings: { theme: 'dark' } }),
  });
}

async function load(method: 'GET' | 'PUT'): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: users.map((user, index) => ({
      method,
      path: `/api/users/${user.vendorId}`,
      headers: headers(user.token),
      ...(method === 'PUT'
        ? {
            body: JSON.stringify({
              vendorID: user.vendorId,
              settings: { theme: index % 2 === 0 ? 'dark' : 'light', confirmation: false },
            }),
          }
        : {}),
    })),
  });
}

for (const method of ['GET', 'PUT'] as const) {
  const result = await load(method);
  const errors = result.non2xx + result.errors;
  console.log(
    `settings ${method}: ${Math.round(result.requests.average).toLocaleString('en-GB')} requests/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors (${CONNECTIONS} connections, ${SECONDS} s; budget ≥ 3,000 requests/s, p99 ≤ 20 ms)`,
  );
}
child.kill('SIGTERM');
