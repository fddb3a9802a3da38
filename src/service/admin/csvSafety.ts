// The usage export is opened in spreadsheets: a cell that starts with = + - @ (or a tab or
// carriage return) would run as a formula there (CSV injection). The rows come from the service,
// but Source and Error hold file names and texts anyone could have chosen.

/** Splits CSV text (RFC 4180: quoted fields may hold commas, quotes and line breaks) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') {
        i++;
      }
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A cell a spreadsheet shows as text: control characters gone, a formula start defused with a leading apostrophe. */
export function safeCsvCell(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
  if (/^[-+]?\d+([.,]\d+)?$/.test(cleaned)) {
    return cleaned; // a plain number, negative ones included, stays a number
  }
  return /^[=+\-@\t\r]/.test(cleaned) ? `'${cleaned}` : cleaned;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV with every cell made safe to open in a spreadsheet (CRLF line ends, as RFC 4180). */
export function safeCsv(text: string): string {
  return parseCsv(text)
    .map((row) => row.map((cell) => quote(safeCsvCell(cell))).join(','))
    .join('\r\n')
    .concat(text.length > 0 ? '\r\n' : '');
}
