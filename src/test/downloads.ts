import { vi } from 'vitest';

export interface SavedFile {
  name: string;
  text: string;
}

/**
 * Catches the files a screen downloads through a link (`URL.createObjectURL` and an
 * `<a download>` click): each lands in the returned list, its name and UTF-8 text
 * (`keepBom` keeps a leading byte-order mark). Undone by `vi.restoreAllMocks()`.
 */
export function captureDownloads(options: { keepBom?: boolean } = {}): SavedFile[] {
  const saved: SavedFile[] = [];
  const decoder = new TextDecoder('utf-8', { ignoreBOM: options.keepBom ?? false });
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:teste');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = (URL.createObjectURL as unknown as { mock: { calls: [Blob][] } }).mock.calls.at(-1)![0];
    void blob.arrayBuffer().then((bytes) => saved.push({ name: this.download, text: decoder.decode(bytes) }));
  });
  return saved;
}
