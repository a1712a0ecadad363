import { useSession } from './session-context';

/** The IANA zone of the bar: a bar's days and times (exports, audit) are its own; the browser's until its detail is loaded. */
export function useBarTimeZone(barId: string): string {
  const { selectedBar } = useSession();
  return (selectedBar?.id === barId ? selectedBar.timeZone : undefined) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
