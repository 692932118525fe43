/** Reading back the CSV files the app exports (`src/lib/csv.ts`). */

/** RFC 4180 with `;`: quoted fields may hold the separator, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

/** A downloaded export's rows (the BOM dropped), header first. */
export function csvRowsOf(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  return parseCsv(text.startsWith('\uFEFF') ? text.slice(1) : text);
}
