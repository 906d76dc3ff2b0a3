// The shared store a process uses: Redis when REDIS_URL is set (instances behind a load
// balancer), else in process memory (the embedded default).
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config/config.js';
import { redisStore } from './redis-store.js';
import { memoryStore, type SharedStore } from './shared-store.js';

/**
 * The store, once Redis answers: a wrong REDIS_URL stops the start instead of failing requests.
 * Connection errors after that go to `onError` (the client retries on its own).
 */
export async function openSharedStore(
  redis: ServerConfig['redis'],
  now: () => number,
  onError: (error: Error) => void = () => undefined,
): Promise<SharedStore> {
  if (redis.url === undefined) return memoryStore(now);
  // Commands wait for the connection while it (re)connects, then fail after a few tries, so a
  // request answers 500 rather than hanging when Redis goes away.
  const client = new Redis(redis.url, { keyPrefix: redis.keyPrefix, maxRetriesPerRequest: 3 });
  let answered = false;
  // Before the first answer the ping below reports the failure.
  client.on('error', (error: Error) => {
    if (answered) onError(error);
  });
  try {
    await client.ping();
    answered = true;
  } catch (error) {
    client.disconnect();
    throw new Error(
      `Redis at REDIS_URL does not answer (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return redisStore(client);
}
