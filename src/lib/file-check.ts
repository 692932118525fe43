/** Judged by the first bytes, never by the name: the platform takes PDF, JPEG, PNG and BMP up to 10 MB. */

export type CaptureFileType = 'PDF' | 'JPEG' | 'PNG' | 'BMP';

export const MAX_CAPTURE_FILE_BYTES = 10 * 1024 * 1024;
export const MAGIC_BYTES_NEEDED = 8;

const SIGNATURES: Array<[CaptureFileType, number[]]> = [
  ['PDF', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['JPEG', [0xff, 0xd8, 0xff]],
  ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['BMP', [0x42, 0x4d]], // BM
];

export const CAPTURE_MIME_TYPES: Record<CaptureFileType, string> = {
  PDF: 'application/pdf',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  BMP: 'image/bmp',
};

export function detectFileType(head: Uint8Array): CaptureFileType | null {
  for (const [type, signature] of SIGNATURES) {
    if (head.length >= signature.length && signature.every((byte, i) => head[i] === byte)) return type;
  }
  return null;
}

export type FileCheck =
  { ok: true; type: CaptureFileType } | { ok: false; reason: 'empty' | 'too-large' | 'unsupported'; message: string };

export function formatFileSize(bytes: number): string {
  const fmt = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024)} KB`;
  return `${fmt(bytes / (1024 * 1024))} MB`;
}

/** The reasons are Portuguese sentences shown next to the file. */
export function checkCaptureFile(size: number, head: Uint8Array, maxBytes = MAX_CAPTURE_FILE_BYTES): FileCheck {
  if (size === 0) return { ok: false, reason: 'empty', message: 'O arquivo está vazio.' };
  if (size > maxBytes) {
    return {
      ok: false,
      reason: 'too-large',
      message: `O arquivo tem ${formatFileSize(size)}; o limite é ${formatFileSize(maxBytes)}.`,
    };
  }
  const type = detectFileType(head);
  if (!type) {
    return {
      ok: false,
      reason: 'unsupported',
      message: 'O conteúdo não é de um PDF, JPEG, PNG ou BMP (o tipo é conferido pelo conteúdo, não pelo nome).',
    };
  }
  return { ok: true, type };
}
