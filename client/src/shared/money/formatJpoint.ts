/** Whole Jpoint with thousands separators ("12,345"). */
export function formatJpoint(amount: string): string {
  return /^-?\d+$/.test(amount) ? amount.replace(/\B(?=(\d{3})+(?!\d))/g, ",") : amount;
}
