/** Today's date in the browser's zone as YYYY-MM-DD: the `max` of birthday pickers (spec §5). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
