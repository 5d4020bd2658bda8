const two = (n: number) => String(n).padStart(2, '0');

/** Seconds as hh:mm:ss; hours past 99 keep all their digits. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  return `${two(hours)}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}
