/** How many days the daily sign-ins report covers, today included. */
export const SIGN_IN_DAYS = 7;

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as the login log's date filters take it (YYYY-MM-DD, the reader's clock). */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `count` days ending with `today`, newest first. */
export function lastDays(today: Date, count = SIGN_IN_DAYS): string[] {
  return Array.from({ length: count }, (_, back) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
    return dayKey(day);
  });
}
