import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { BarLookupField } from '../../../components/lookup/bar-lookup-field';

/** Fields shared by the create dialog and the edit form. */
export function RobotFields({ autoFocus }: { autoFocus?: boolean }) {
  const { t } = useTranslation('robots');
  return (
    <>
      <FormTextField name="tagName" label={t('fields.name')} helperText={t('fields.nameHelp')} required autoFocus={autoFocus} fullWidth />
      <FormTextField name="displayName" label={t('fields.displayName')} required fullWidth />
      <BarLookupField idName="barId" labelName="barName" label={t('fields.bar')} emptyValue={null} />
    </>
  );
}
