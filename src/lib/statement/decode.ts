/** Brazilian banks write statements in Windows-1252 or UTF-8; Windows-1252 decodes every byte. */

export type TextEncodingName = 'utf-8' | 'windows-1252';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function hasUtf8Bom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((b, i) => bytes[i] === b);
}

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
    // ENCODING:USASCII says nothing about bytes above 127 (banks put accents there): keep looking.
  }
  return null;
}

/** The bytes win over headers, which contradict themselves: valid UTF-8 is UTF-8 (1252's `é` is a lone E9). */
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
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8', declared };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252', declared };
  }
}
