import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { valveLabel } from '@bar/domain';

/** A valve's flavour, or UNASSIGNED in the console's language. */
export function useValveLabel(): (valve: { flavourId?: string | null; flavourName?: string | null }) => string {
  const { t } = useTranslation('dispensers');
  return useCallback((valve) => (valve.flavourId ? valveLabel(valve) : t('bibs.unassigned')), [t]);
}
