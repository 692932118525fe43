import type { CDPSession } from '@playwright/test';

/**
 * Bytes on the wire as Chromium counts them (CDP Network domain): for each finished
 * request, `loadingFinished.encodedDataLength` (everything received, headers included)
 * minus the headers (`responseReceived.response.encodedDataLength`) is the encoded body,
 * i.e. the gzip size when the server compressed it. A response from the browser's cache
 * counts 0. Also tells when the network is idle.
 */

export interface Transfer {
  url: string;
  kind: 'js' | 'css' | 'other';
  status: number;
  /** Encoded (gzip) body bytes received. */
  bodyBytes: number;
  /** Everything received for the request, headers included. */
  totalBytes: number;
  fromCache: boolean;
}

interface Pending {
  url: string;
  /** The frame and the document (loader) that asked for it. */
  frameId: string | undefined;
  loaderId: string;
  /** A `<link rel="prefetch">` load (the idle prefetch of decision 0009). */
  prefetch: boolean;
  started: number;
  status: number;
  headerBytes: number;
  fromCache: boolean;
}

export function kindOf(url: string): Transfer['kind'] {
  const path = new URL(url).pathname;
  if (/\.m?js$/.test(path)) return 'js';
  if (/\.css$/.test(path)) return 'css';
  return 'other';
}

const STUCK_PREFETCH_MS = 15_000;

export class NetworkTracker {
  private pending = new Map<string, Pending>();
  /** Each frame's current document (loader). */
  private loaders = new Map<string, string>();
  private recorded: Transfer[] | null = null;
  private lastActivity = Date.now();

  constructor(private readonly cdp: CDPSession) {}

  async enable(): Promise<void> {
    this.cdp.on('Network.requestWillBeSent', (e) => {
      if (!/^https?:/.test(e.request.url)) return;
      // A new document in a frame: what the frame's previous document still had in flight
      // was cancelled with it, and Chromium does not always report that (loadingFailed).
      // Left pending, one such request kept every later idle() from resolving (a whole
      // run of the filter figures failed on ten chunks of a page navigated away from).
      if (e.type === 'Document') {
        if (e.frameId) this.loaders.set(e.frameId, e.loaderId);
        for (const [id, p] of this.pending)
          if (p.frameId === e.frameId && p.loaderId !== e.loaderId) this.pending.delete(id);
      } else if (e.frameId && this.loaders.has(e.frameId) && this.loaders.get(e.frameId) !== e.loaderId) {
        // Reported after its frame moved on to another document: cancelled with the old one.
        return;
      }
      this.pending.set(e.requestId, {
        url: e.request.url,
        frameId: e.frameId,
        loaderId: e.loaderId,
        prefetch: e.type === 'Prefetch',
        started: Date.now(),
        status: 0,
        headerBytes: 0,
        fromCache: false,
      });
      this.lastActivity = Date.now();
    });
    this.cdp.on('Network.requestServedFromCache', (e) => {
      const p = this.pending.get(e.requestId);
      if (p) p.fromCache = true;
    });
    this.cdp.on('Network.responseReceived', (e) => {
      const p = this.pending.get(e.requestId);
      if (!p) return;
      p.status = e.response.status;
      p.headerBytes = e.response.encodedDataLength;
      p.fromCache ||= Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker);
      this.lastActivity = Date.now();
    });
    this.cdp.on('Network.loadingFinished', (e) => {
      const p = this.pending.get(e.requestId);
      if (!p) return;
      this.pending.delete(e.requestId);
      this.lastActivity = Date.now();
      const total = p.fromCache ? 0 : e.encodedDataLength;
      this.recorded?.push({
        url: p.url,
        kind: kindOf(p.url),
        status: p.status,
        bodyBytes: Math.max(0, total - p.headerBytes),
        totalBytes: total,
        fromCache: p.fromCache,
      });
    });
    this.cdp.on('Network.loadingFailed', (e) => {
      this.pending.delete(e.requestId);
      this.lastActivity = Date.now();
    });
    await this.cdp.send('Network.enable');
  }

  /** Starts collecting finished requests (from now on). */
  record(): void {
    this.recorded = [];
  }

  /** Stops collecting and returns what finished since `record()`. */
  stop(): Transfer[] {
    const out = this.recorded ?? [];
    this.recorded = null;
    return out;
  }

  async clearCache(): Promise<void> {
    await this.cdp.send('Network.clearBrowserCache');
  }

  /**
   * Resolves once no request has been in flight for `quietMs`. The favicon is left out:
   * the browser fetches it for the tab and does not always report its end to the page.
   * So is a prefetch pending for more than `STUCK_PREFETCH_MS`: one the page started just
   * before it navigated away (the sign-in's redirects) may never report its end (seen
   * under V8's sampling profiler, PERF_CPU_PROFILE=1, where every list's run timed out on
   * the prefetched chunks).
   */
  async idle(quietMs = 500, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const inFlight = () =>
      [...this.pending.values()].filter(
        (p) =>
          !/\/favicon\.\w+$/.test(new URL(p.url).pathname) &&
          !(p.prefetch && Date.now() - p.started > STUCK_PREFETCH_MS),
      );
    for (;;) {
      if (inFlight().length === 0 && Date.now() - this.lastActivity >= quietMs) return;
      if (Date.now() > deadline) {
        throw new Error(
          `The network did not go idle: ${inFlight()
            .map((p) => p.url)
            .join(', ')}`,
        );
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export function sumBytes(transfers: Transfer[], kind: Transfer['kind']): number {
  return transfers.filter((t) => t.kind === kind).reduce((sum, t) => sum + t.bodyBytes, 0);
}
