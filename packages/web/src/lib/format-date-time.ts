const pad = (n: number) => String(n).padStart(2, '0');

/**
 * dd/MM/yyyy HH:mm (24-hour) in the viewer's time zone: the console's one date style, used by every
 * table and detail (SPEC §2 exports). An unreadable date shows as ''.
 */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
