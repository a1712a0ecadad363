import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { BarLookupField } from '../../../components/lookup/bar-lookup-field';

/** Fields shared by the create dialog and the edit form. */
export function RobotFields({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <>
      <FormTextField name="tagName" label="Name" helperText="Tag name, e.g. R1" required autoFocus={autoFocus} fullWidth />
      <FormTextField name="displayName" label="Display Name" required fullWidth />
      <BarLookupField idName="barId" labelName="barName" label="Bar" emptyValue={null} />
    </>
  );
}
