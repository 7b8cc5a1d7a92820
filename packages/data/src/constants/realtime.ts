/** Realtime connection settings of spec §9, in milliseconds. */
export const realtimeSettings = {
  /** How long a join or push waits for the server's reply. */
  timeoutMs: 10_000,
  /** How often the socket tells the server it is alive. */
  heartbeatIntervalMs: 30_000,
  /** Waits before each reconnection attempt; the last one repeats. */
  reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000],
} as const;
