// Reads the comma-separated numbers and fixed words a report query packs into one text field
// (repository.ts DETAIL_COLUMNS) without cutting it into substrings: thousands of rows a report, and
// a string per value was a good part of the garbage collector's work.
//
// Numbers come as PostgreSQL writes integers and numeric(10, 2) values ('-12345', '2.02', '100.00');
// an empty field is null. Digits and the scale are gathered as integers and divided once: for values
// this size both are exact doubles, so the division rounds to the nearest double, as Number(text) does.

const COMMA = 44;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;

export class PackedFields {
  private at = 0;

  constructor(private readonly text: string) {}

  /** The next field as a number; null when it is empty. */
  numberOrNull(): number | null {
    const { text } = this;
    let i = this.at;
    if (i >= text.length || text.charCodeAt(i) === COMMA) {
      this.at = i + 1;
      return null;
    }
    let negative = false;
    if (text.charCodeAt(i) === MINUS) {
      negative = true;
      i += 1;
    }
    let digits = 0;
    let scale = 1;
    let fraction = false;
    for (; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      if (code === COMMA) break;
      if (code === DOT) fraction = true;
      else {
        digits = digits * 10 + (code - ZERO);
        if (fraction) scale *= 10;
      }
    }
    this.at = i + 1;
    const value = scale === 1 ? digits : digits / scale;
    return negative && value !== 0 ? -value : value;
  }

  number(): number {
    return this.numberOrNull() ?? Number.NaN;
  }

  /** The next field, which must be one of `words`: the constant itself is returned (no new string). */
  word<W extends string>(words: readonly W[]): W {
    const { text } = this;
    const start = this.at;
    let end = text.indexOf(',', start);
    if (end < 0) end = text.length;
    this.at = end + 1;
    for (const word of words) if (word.length === end - start && text.startsWith(word, start)) return word;
    throw new Error(`unexpected value '${text.slice(start, end)}' in a report row`);
  }
}
