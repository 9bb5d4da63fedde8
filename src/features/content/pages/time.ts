/** Date part, then time without seconds: "2026-11-22 09:30:00" → "2026-11-22 09:30". */
export function shortTime(value: string | undefined): string {
  if (!value) return "";
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value);
  return match ? `${match[1]} ${match[2]}` : value;
}
