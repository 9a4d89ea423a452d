// Glyphs the spec's messages use that common fonts lack. '❌' (U+274C) is an emoji: without an emoji
// font (Linux desktops, kiosks, headless Chromium) it shows as an empty box. '✖' (U+2716, heavy
// multiplication x) is in DejaVu Sans, Segoe UI Symbol, Noto Sans Symbols 2 and Apple's fonts; the
// text variation selector (U+FE0E) keeps it a plain glyph in the toast's colour. The message itself
// (domain/messages.ts) keeps the spec's words; only what is drawn changes.
const TEXT_STYLE = '\uFE0E';

export function drawableText(message: string): string {
  return message.replace(/\u274C\uFE0F?/g, `\u2716${TEXT_STYLE}`);
}
