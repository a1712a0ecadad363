import { useAgeText } from '../../lib/format/use-age-text';

/** '5 minutes ago' for an instant, in the language in use, kept current every 30 s. */
export const useAlarmAges = (): ((instant: string) => string) => useAgeText(30_000);
