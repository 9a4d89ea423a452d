// Money maths in integer paise so that every preview, exposure and check is exact; rupees only at
// the edges. Prices arrive as decimals with at most two places (1.37, 45.5, 110), so they are held
// as integer hundredths and every amount is one integer multiplication and one rounding.

/** 1.37 → 137. Prices with more than two decimals are rounded to the nearest hundredth. */
export function toHundredths(value: number): number {
  return Math.round(value * 100);
}

/**
 * paise × numerator / 10000, rounded half up to the paisa. Used with numerators in basis points
 * (a rate of 110 is 11000 bp, odds of 1.37 pay 3700 bp). Amounts here are never negative; the sign
 * of a win or a loss is applied afterwards, so rounding is the same for both.
 */
export function applyBasisPoints(paise: number, basisPoints: number): number {
  return Math.round((paise * basisPoints) / 10000);
}

/** Integer paise as the spec's 2-decimal text: -123456 → "-1234.56". No float formatting involved. */
export function paiseToFixed2(paise: number): string {
  const whole = Math.round(paise);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rupees rounded to two decimals (what a number field of the API carries). */
export function roundRupees(rupees: number): number {
  return Math.round(rupees * 100) / 100;
}
