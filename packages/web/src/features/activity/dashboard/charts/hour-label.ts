/** '14:00' for a point of the hourly sales series (local time of the browser). */
export function hourLabel(date: string): string {
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) return date;
  return `${String(at.getHours()).padStart(2, '0')}:00`;
}
