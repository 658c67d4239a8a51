/** BACKUP_EVERY: a whole number of minutes, hours or days ("30m", "24h", "7d"); at least a minute. */
export function parseEvery(text: string): number | null {
  const match = /^([1-9][0-9]{0,5})(m|h|d)$/.exec(text.trim());
  if (!match) return null;
  const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as "m" | "h" | "d"];
  return Number(match[1]) * unit;
}
