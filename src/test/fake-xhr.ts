import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';
import type { SandboxHarness } from './sandbox';

/**
 * jsdom's XMLHttpRequest would go to the network: this stand-in sends uploads to the
 * in-process sandbox (like `mountSandbox()` does for fetch), reporting upload progress.
 * `hold` keeps requests waiting (to test cancelling) until `release()`.
 */

async function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

export interface FakeXhrControl {
  hold: boolean;
  release: () => void;
  sent: number;
}

export function mountFakeXhr(sandbox: SandboxHarness): FakeXhrControl {
  const waiting: Array<() => void> = [];
  const control: FakeXhrControl = {
    hold: false,
    sent: 0,
    release: () => waiting.splice(0).forEach((go) => go()),
  };

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private done = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      if (this.done) return;
      this.done = true;
      this.onabort?.();
    }
    send(body: FormData) {
      control.sent++;
      void (async () => {
        // Node's own FormData (jsdom's global one does not take Node's File).
        const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
        const form = new NodeFormData();
        let total = 0;
        for (const [key, value] of body.entries()) {
          if (typeof value === 'string') form.append(key, value);
          else {
            const bytes = await bytesOf(value);
            total += bytes.byteLength;
            form.append(
              key,
              new NodeFile([new Uint8Array(bytes)], value.name, { type: value.type }) as unknown as Blob,
              value.name,
            );
          }
        }
        this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(total / 2), total });
        if (control.hold) await new Promise<void>((go) => waiting.push(go));
        if (this.done) return;
        const request = new Request(this.url, { method: this.method, headers: this.headers, body: form });
        sandbox.requests.push(request.clone());
        const response = await sandbox.api.handle(request);
        if (this.done) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        this.status = response.status;
        this.responseText = await response.text();
        this.done = true;
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return control;
}
