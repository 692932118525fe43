/**
 * The Node entry's deadlines and connection cap (node.ts). Here rather than in node.ts so
 * that config.ts, which edge runtimes load, imports nothing from Node.
 */
export interface NodeLimits {
  /** The whole request (headers and body) must arrive within this, in milliseconds. */
  requestTimeoutMs?: number;
  /** Its headers within this, in milliseconds (at most `requestTimeoutMs`). */
  headersTimeoutMs?: number;
  /** Open connections at most; a connection over the cap is closed at once. */
  maxConnections?: number;
  /** How often Node checks the two deadlines (tests use a short one). */
  checkIntervalMs?: number;
}

export const DEFAULT_NODE_LIMITS = {
  requestTimeoutMs: 10_000,
  headersTimeoutMs: 5_000,
  maxConnections: 256,
  checkIntervalMs: 1_000,
} as const satisfies Required<NodeLimits>;
