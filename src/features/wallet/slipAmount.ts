// The amount on a payment slip, as OCR reads it: '₹500', '₹ 1,050.00', 'Rs. 500', 'INR 500.00', or
// 'Amount 500'. Only a hint: the player's typed amount is what they ask for, and the server keeps
// this one beside the request for the operator to compare.
const CURRENCY = /(?:₹|\brs\.?|\binr)\s*([\d,]+(?:\.\d{1,2})?)/i;
const LABELLED = /\bamount\b[^\d\n]{0,12}([\d,]+(?:\.\d{1,2})?)/i;
/** Above any deposit the product takes (₹1,00,000) by far: a longer number is not an amount. */
const MAX_READ = 10_000_000;

export function findSlipAmount(text: string): number | null {
  for (const pattern of [CURRENCY, LABELLED]) {
    const digits = pattern.exec(text)?.[1]?.replace(/,/g, '');
    const amount = digits ? Number(digits) : NaN;
    if (amount > 0 && amount <= MAX_READ) return Math.round(amount * 100) / 100;
  }
  return null;
}
