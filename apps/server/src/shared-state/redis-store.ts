// The shared store in Redis (REDIS_URL): what several product instances must agree on — rate
// limits, the token cache, revocations. Every key carries the client's prefix (REDIS_KEY_PREFIX),
// so deployments (and test runs) sharing one Redis never meet. Windows and expiries are Redis's
// own (real time), the same for every instance.
import type { Redis } from 'ioredis';
import type { SharedStore } from './shared-store.js';

/** INCRBY, starting the window on the first hit; answers the count and the window's remaining ms. */
const INCREMENT_IN_WINDOW = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

export function redisStore(redis: Redis): SharedStore {
  return {
    async increment(key, windowMs, by = 1) {
      const [count, ttl] = (await redis.eval(INCREMENT_IN_WINDOW, 1, key, by, windowMs)) as [number, number];
      return { count, resetInMs: ttl };
    },
    async get(key) {
      return (await redis.get(key)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await redis.set(key, value, 'PX', ttlMs);
    },
    async delete(keys) {
      if (keys.length > 0) await redis.del(...keys);
    },
    async addMember(key, member, ttlMs) {
      await redis.multi().sadd(key, member).pexpire(key, ttlMs).exec();
    },
    members(key) {
      return redis.smembers(key);
    },
    redis,
    async close() {
      await redis.quit();
    },
  };
}
