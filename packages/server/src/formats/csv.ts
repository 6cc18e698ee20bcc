/** How opencsv, which Graylog reads CSV with, is told to read a text. */
export interface CsvOptions {
  separator: string;
  quote: string;
  /** Escapes a following quote or escape character; before anything else it is dropped. */
  escape: string;
  /** Only quoted text counts: an unquoted field is empty. */
  strictQuotes: boolean;
  /** Whitespace at the start of an unquoted field is dropped. */
  trimLeadingWhitespace: boolean;
}

const DEFAULTS: CsvOptions = { separator: ',', quote: '"', escape: '\\', strictQuotes: false, trimLeadingWhitespace: false };

/**
 * Splits CSV into records of fields: fields between separators, quoted fields holding separators,
 * doubled quotes and (across lines) line breaks. `lines` makes every line break outside quotes end a
 * record; otherwise the text is one line, and a quoted field left open is an error.
 */
function tokenize(text: string, o: CsvOptions, lines: boolean): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  let quoted = false;
  let atStart = true;
  const endField = () => {
    record.push(o.strictQuotes && !quoted ? '' : field);
    field = '';
    quoted = false;
    atStart = true;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === o.escape) {
      if (next === o.quote || next === o.escape) {
        field += next;
        i++;
        atStart = false;
      }
    } else if (c === o.quote) {
      if (inQuotes && next === o.quote) {
        field += next;
        i++;
      } else {
        inQuotes = !inQuotes;
        quoted = true;
      }
      atStart = false;
    } else if (c === o.separator && !inQuotes) {
      endField();
    } else if (lines && (c === '\n' || c === '\r') && !inQuotes) {
      if (c === '\r' && next === '\n') i++;
      endField();
      records.push(record);
      record = [];
    } else if (atStart && !inQuotes && o.trimLeadingWhitespace && /\s/.test(c)) {
      // Leading whitespace of an unquoted field.
    } else {
      if (!o.strictQuotes || inQuotes) field += c;
      atStart = false;
    }
  }
  if (inQuotes && !lines) throw new Error('Un-terminated quoted field at end of CSV line');
  // A last line break ends the text rather than starting an empty record.
  if (field !== '' || quoted || record.length || !lines) {
    endField();
    records.push(record);
  }
  return records;
}

/** The records of a CSV file (opencsv's CSVReader): a quoted field may span lines. */
export function parseCsv(text: string, options: Partial<CsvOptions> = {}): string[][] {
  return tokenize(text, { ...DEFAULTS, ...options }, true);
}

/** The fields of one CSV line (opencsv's CSVParser); throws for a quoted field left open. */
export function parseCsvLine(line: string, options: Partial<CsvOptions> = {}): string[] {
  return tokenize(line, { ...DEFAULTS, ...options }, false)[0]!;
}
