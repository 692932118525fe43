import { describe, expect, it } from 'vitest';
import { checkCaptureFile, detectFileType, formatFileSize, MAX_CAPTURE_FILE_BYTES } from './file-check';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('detectFileType', () => {
  it('recognizes the four accepted types by their magic numbers', () => {
    expect(detectFileType(text('%PDF-1.7\n'))).toBe('PDF');
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('JPEG');
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('PNG');
    expect(detectFileType(bytes(0x42, 0x4d, 0x36, 0x00))).toBe('BMP');
  });

  it('refuses other content, whatever the name says', () => {
    expect(detectFileType(text('Fornecedor: Papelaria'))).toBeNull();
    expect(detectFileType(text('%PDF'))).toBeNull(); // needs the dash
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull(); // truncated PNG signature
    expect(detectFileType(bytes(0x47, 0x49, 0x46, 0x38))).toBeNull(); // GIF
    expect(detectFileType(bytes())).toBeNull();
  });
});

describe('checkCaptureFile', () => {
  it('accepts a PDF up to exactly 10 MB', () => {
    expect(checkCaptureFile(MAX_CAPTURE_FILE_BYTES, text('%PDF-1.4'))).toEqual({ ok: true, type: 'PDF' });
  });

  it('refuses an empty file', () => {
    expect(checkCaptureFile(0, bytes())).toMatchObject({
      ok: false,
      reason: 'empty',
      message: 'O arquivo está vazio.',
    });
  });

  it('refuses a file above 10 MB, saying its size and the limit', () => {
    const check = checkCaptureFile(11 * 1024 * 1024, text('%PDF-1.4'));
    expect(check).toMatchObject({ ok: false, reason: 'too-large' });
    expect(!check.ok && check.message).toBe('O arquivo tem 11 MB; o limite é 10 MB.');
  });

  it('refuses a text file renamed to .pdf by its content', () => {
    expect(checkCaptureFile(120, text('Isto não é um PDF'))).toMatchObject({ ok: false, reason: 'unsupported' });
  });

  it('formats sizes in Portuguese', () => {
    expect(formatFileSize(500)).toBe('500 bytes');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
