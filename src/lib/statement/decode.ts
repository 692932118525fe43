/**
 * Bytes to text. Brazilian banks write statements in Windows-1252 (OFX 1.x declares
 * `CHARSET:1252`, CSV exports are often Latin-1) or in UTF-8 (OFX 2.x, newer exports).
 * Windows-1252 decodes every byte (a superset of Latin-1's printable range).
 */

export type TextEncodingName = 'utf-8' | 'windows-1252';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function hasUtf8Bom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((b, i) => bytes[i] === b);
}

/** The charset an OFX or XML header declares, when it declares one. */
export function declaredEncoding(head: string): TextEncodingName | null {
  const xml = /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1];
  const sgmlCharset = /^\s*CHARSET\s*:\s*(\S+)/im.exec(head)?.[1];
  const sgmlEncoding = /^\s*ENCODING\s*:\s*(\S+)/im.exec(head)?.[1];
  for (const value of [xml, sgmlEncoding, sgmlCharset]) {
    if (!value) continue;
    const v = value.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (v === 'utf8') return 'utf-8';
    if (v === '1252' || v === 'windows1252' || v === 'cp1252' || v === 'iso88591' || v === 'latin1' || v === '88591') {
      return 'windows-1252';
    }
    // ENCODING:USASCII says nothing about bytes above 127 (banks put accents there anyway):
    // keep looking (CHARSET usually follows), else the bytes decide.
  }
  return null;
}

/**
 * Decodes the whole file; `encoding` tells what was used. A UTF-8 BOM is dropped.
 *
 * The bytes win over the header: headers contradict themselves in the wild
 * (`ENCODING:UTF-8` next to `CHARSET:1252`), and `ENCODING:USASCII` files carry accents.
 * Text that decodes as strict UTF-8 is UTF-8 (Portuguese written in Windows-1252 is
 * practically never valid UTF-8: `é` is the lone byte E9); anything else is Windows-1252.
 * `declared` is what the header said, for a diagnostic.
 */
export function decodeStatementBytes(bytes: Uint8Array): {
  text: string;
  encoding: TextEncodingName;
  declared: TextEncodingName | null;
} {
  if (hasUtf8Bom(bytes)) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8', declared: 'utf-8' };
  }
  const declared = declaredEncoding(new TextDecoder('windows-1252').decode(bytes.subarray(0, 512)));
  try {
    // fatal: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8', declared };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252', declared };
  }
}
