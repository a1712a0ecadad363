import { useTranslation } from 'react-i18next';
import { OptionalDayRange, type OptionalDayRangeProps } from '../../../components/day-range/optional-day-range';

export type AuditDayRangeProps = Omit<OptionalDayRangeProps, 'reversedText'>;

/** From/To of the timeline, each optional: a whole day applies at once, a half-typed one waits. */
export function AuditDayRange(props: AuditDayRangeProps) {
  const { t } = useTranslation('audit');
  return <OptionalDayRange {...props} reversedText={t('reversed')} />;
}
