/** Apart from node.ts so that config.ts, which edge runtimes load, imports nothing from Node. */
export interface NodeLimits {
  requestTimeoutMs?: number;
  /** At most `requestTimeoutMs`. */
  headersTimeoutMs?: number;
  maxConnections?: number;
  checkIntervalMs?: number;
}

export const DEFAULT_NODE_LIMITS = {
  requestTimeoutMs: 10_000,
  headersTimeoutMs: 5_000,
  maxConnections: 256,
  checkIntervalMs: 1_000,
} as const satisfies Required<NodeLimits>;
