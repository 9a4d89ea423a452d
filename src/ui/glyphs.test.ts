import { MSG } from '../domain/messages';
import { drawableText } from './glyphs';

test("the cash-out refusal draws its cross with a glyph the fonts have, and keeps the spec's words", () => {
  expect(drawableText(MSG.noExactCashout)).toBe('\u2716\uFE0E No exact cashout possible.');
  expect(drawableText('Odds Changed!')).toBe('Odds Changed!');
});
