// Dates and times in the language spoken now. English keeps the spec's formats word for word (the
// caller's English text is returned as it is); Hindi and Bengali write the same instant with Intl:
// the language's own month names, a 24-hour clock (Intl's am/pm stays Latin in both) and Latin digits,
// as the odds, stakes and amounts beside them are.
import { currentLanguage } from './runtime';
import { LOCALES, type Language } from './languages';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, long: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}|${long}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${LOCALES[language]}-u-nu-latn`, {
      day: '2-digit',
      month: long ? 'long' : 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: long ? undefined : '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * `english` (the spec's format) in English; elsewhere `instant` in the language's words. `timeZone`:
 * the zone `english` was written in (the browser's own when not given).
 */
export function localDateTime(instant: Date, english: string, options: { long?: boolean; timeZone?: string } = {}): string {
  const language = currentLanguage();
  if (language === 'en' || Number.isNaN(instant.getTime())) return english;
  return formatter(language, options.long ?? false, options.timeZone).format(instant);
}
