// Market and order stream constants (trading-core §7 "Market stream", §8 "Streams", §9 "Streaming").

/** trading-core §7: request ids the client puts on its stream messages. */
export const STREAM_MESSAGE_IDS = {
  authentication: 10,
  subscription: 20,
  heartbeat: 30,
} as const;

/** trading-core §7/§9: market stream timings and limits. */
export const MARKET_STREAM = {
  /** heartbeatMs asked of the exchange in the market subscription. */
  subscriptionHeartbeatMs: 2_000,
  /** The client sends a heartbeat every 8 s. */
  clientHeartbeatMs: 8_000,
  /** No message for this long means the connection is dead: reconnect. */
  replyActivityTimeoutMs: 5_000,
  /** Reconnect delay is this times the attempt number. */
  reconnectBackoffMs: 1_000,
  /** The market subscription is sent this long after authentication. */
  subscribeDelayMs: 500,
  /** ladderLevels of the market data filter. */
  ladderLevels: 10,
} as const;

/** trading-core §7/§9: order stream timings and limits. */
export const ORDER_STREAM = {
  /** heartbeatMs asked of the exchange in the order subscription. */
  subscriptionHeartbeatMs: 3_000,
  /** The client sends a heartbeat every 30 s. */
  clientHeartbeatMs: 30_000,
  /** No message for this long means the connection is dead: reconnect. */
  replyActivityTimeoutMs: 7_500,
  /** Reconnect delay is this times the attempt number. */
  reconnectBackoffMs: 2_000,
} as const;

/** trading-core §8/§9: reconnection and resubscription limits shared by both streams. */
export const STREAM_RETRY = {
  /** After this many failed reconnects a persistent error toast tells the user to stop. */
  maxReconnectAttempts: 10,
  /** More reconnect attempts than this show a warning toast. */
  reconnectWarningAfterAttempts: 2,
  /** A new market subscription with no reply in 3 s is retried… */
  subscriptionReplyTimeoutMs: 3_000,
  /** …up to 4 times… */
  subscriptionMaxRetries: 4,
  /** …with a delay of 1 s times the attempt. */
  subscriptionRetryBackoffMs: 1_000,
  /** The stream message log keeps about this many messages. */
  messageLogSize: 20,
} as const;
