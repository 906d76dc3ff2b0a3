// The shared store a process uses: Redis when REDIS_URL is set (instances behind a load
// balancer), else in process memory on the product's clock (the embedded default).
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config/config.js';
import { redisStore } from './redis-store.js';
import { memoryStore, type SharedStore } from './shared-store.js';

export function openSharedStore(redis: ServerConfig['redis'], now: () => number): SharedStore {
  if (redis.url === undefined) return memoryStore(now);
  // Commands wait for the connection while it (re)connects, then fail after a few tries, so a
  // request answers 500 rather than hanging when Redis is gone.
  return redisStore(new Redis(redis.url, { keyPrefix: redis.keyPrefix, maxRetriesPerRequest: 3 }));
}
