import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` on a free local port; resolves to its origin. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stops `server` and removes the folder it served. */
export function closeAndRemove(server: Server, dir: string): void {
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
