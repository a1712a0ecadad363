import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { useValidationText } from '../../lib/i18n/validation-text';
import { LookupField, type LookupOption } from './lookup-field';

interface NamedBar {
  id: string;
  name: string;
}

/** GET /api/ubar/bars/byName — bars whose name contains `name` (SUPERADMIN). */
export async function findBarsByName(name: string, signal?: AbortSignal): Promise<LookupOption[]> {
  const bars = await api<NamedBar[]>('/ubar/bars/byName', { query: { name }, signal });
  return bars.map((bar) => ({ id: bar.id, label: bar.name }));
}

export interface BarLookupFieldProps {
  /** Form path of the bar id, e.g. `roles.0.barId`. */
  idName: string;
  /** Form path of the bar name shown in the field, e.g. `roles.0.barName`. */
  labelName: string;
  label?: string;
  required?: boolean;
  size?: 'small' | 'medium';
  /** What the id field holds with no bar chosen ('' by default; null where "no bar" is a valid answer). */
  emptyValue?: '' | null;
}

/** A bar chosen by name with suggestions from the server, bound to two fields of the form (id and name). */
export function BarLookupField({ idName, labelName, label, required, size, emptyValue = '' }: BarLookupFieldProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const { control, setValue } = useFormContext();
  const id = useController({ control, name: idName });
  const name = useController({ control, name: labelName });
  const value: LookupOption | null = id.field.value ? { id: String(id.field.value), label: String(name.field.value ?? '') } : null;
  return (
    <LookupField
      label={label ?? t('lookup.bar')}
      value={value}
      onChange={(next) => {
        id.field.onChange(next?.id ?? emptyValue);
        setValue(labelName, next?.label ?? '', { shouldDirty: true });
      }}
      onBlur={id.field.onBlur}
      inputRef={id.field.ref}
      fetchOptions={findBarsByName}
      queryKey={['bars', 'byName']}
      fallbackError={t('lookup.barError')}
      error={validationText(id.fieldState.error?.message)}
      required={required}
      size={size}
    />
  );
}
