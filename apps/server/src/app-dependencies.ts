// What the product process is built from (architecture.md): configuration, the database, the
// exchange link and the embedded exchange. A module of its own, below app.ts and every route
// module, so route modules take their slice of it without importing app.ts, which imports them.
import type { DurableExchange, Simulator } from '@greenbook/exchange-sim';
import type { CallerResolver } from './auth/caller.js';
import type { ServerConfig } from './config/config.js';
import type { AppDatabase } from './db/database.js';
import type { ExchangeLink } from './exchange/exchange-link.js';
import type { SharedStore } from './shared-state/shared-store.js';

export interface AppDependencies {
  readonly config: ServerConfig;
  readonly database: AppDatabase;
  /** The exchange as this process reaches it; known once the server listens (sim mode loops back). */
  readonly exchange: () => ExchangeLink;
  readonly resolveCaller: CallerResolver;
  /** Rate limits and caches: in process, or in Redis shared by every instance (REDIS_URL). */
  readonly store: SharedStore;
  /** The embedded exchange to mount (sim mode), or undefined against Betfair. */
  readonly simulator: Simulator | undefined;
  /** Where the embedded exchange remembers its state (sim mode): requests answer after their write. */
  readonly durable?: DurableExchange | undefined;
  /** Epoch ms; the simulator's clock in sim mode so codes and subscriptions agree with it. */
  readonly now: () => number;
  /** Told after a request queued a mail in the outbox: with SMTP_URL set it is sent now. */
  readonly mailQueued: () => void;
}
