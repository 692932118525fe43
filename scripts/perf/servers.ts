import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';

/** The build and the sandbox (`sandbox/start.ts --app dist`: static server with gzip + IdP + API). */

/** Contracts in the measured sandbox: 25 pages of 10, more than the 20 the heap figure visits. */
export const PERF_CONTRACTS = 250;

export interface Ports {
  app: number;
  api: number;
  idp: number;
  /** Chromium's remote-debugging port (Lighthouse connects through it). */
  devtools: number;
  /** The reference page (scripts/perf/reference.ts). */
  reference: number;
}

/** PERF_PORT_OFFSET moves every port together (default 100: clear of `npm run preview` and Playwright's defaults). */
export function portsFor(offset: number): Ports {
  return {
    app: 4173 + offset,
    api: 4010 + offset,
    idp: 4011 + offset,
    devtools: 4012 + offset,
    reference: 4016 + offset,
  };
}

const log = (message: string) => process.stderr.write(`perf: ${message}\n`);

export function build(): void {
  log('building (vite build)…');
  const result = spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error('vite build failed');
}

async function isListening(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the sandbox serving dist/ on the given ports (one Node process, killed by its pid
 * when the script ends). Capture steps are made fast (5 ms) so the capture review is
 * reachable quickly.
 */
export async function startSandbox(ports: Ports, contracts = PERF_CONTRACTS): Promise<{ stop: () => void }> {
  const health = `http://localhost:${ports.api}/__sandbox/health`;
  for (const port of [ports.app, ports.api, ports.idp, ports.devtools, ports.reference]) {
    if (await isListening(`http://localhost:${port}/`)) {
      throw new Error(`Port ${port} is already in use: stop what runs there or set PERF_PORT_OFFSET.`);
    }
  }
  log(`starting the sandbox (app ${ports.app}, API ${ports.api}, IdP ${ports.idp})…`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sandbox/start.ts', '--app', 'dist'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      APP_PORT: String(ports.app),
      SANDBOX_API_PORT: String(ports.api),
      SANDBOX_IDP_PORT: String(ports.idp),
      SANDBOX_CAPTURE_STEP_MS: '5',
      SANDBOX_CONTRACTS: String(contracts),
    },
  });
  // In production the API and the CDN are other machines; here they share the CPU with
  // the browser being measured. A lower priority keeps the sandbox's work (answering the
  // API, serving files) from inflating the browser's main-thread times.
  if (child.pid) {
    try {
      os.setPriority(child.pid, 10);
    } catch {
      // Not permitted on this system: measure anyway.
    }
  }
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    if (!exited && child.pid) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  // 5,000 contracts (the export benchmark) take longer to seed.
  const deadline = Date.now() + 90_000 + contracts * 20;
  while (!(await isListening(health))) {
    if (exited) throw new Error(`The sandbox exited:\n${stderr}`);
    if (Date.now() > deadline) {
      stop();
      throw new Error(`The sandbox did not start in time:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { stop };
}
