// Money is integer paise inside the server and the database; rupees with two decimals at the API edge.

/** Rupees (as the API and the player type them) to integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise to rupees with two decimals. */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

const indian = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,00,000.00 — Indian digit grouping, as players expect. */
export function formatRupees(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  return `${sign}₹${indian.format(Math.abs(rupees))}`;
}
