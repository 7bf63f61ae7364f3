// Calendar dates ("YYYY-MM-DD") as the API sends them; shared by the booking and checkout domains.

/** "YYYY-MM-DD" plus `days` calendar days (pure date arithmetic: no time zone is involved). */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && shiftDate(value, 0) === value;
