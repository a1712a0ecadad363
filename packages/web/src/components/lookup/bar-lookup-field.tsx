import { useController, useFormContext } from 'react-hook-form';
import { api } from '../../lib/api-client';
import { LookupField, type LookupOption } from './lookup-field';

export const BAR_LOOKUP_ERROR = 'General Error - Bar lookup';

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
export function BarLookupField({ idName, labelName, label = 'Bar', required, size, emptyValue = '' }: BarLookupFieldProps) {
  const { control, setValue } = useFormContext();
  const id = useController({ control, name: idName });
  const name = useController({ control, name: labelName });
  const value: LookupOption | null = id.field.value ? { id: String(id.field.value), label: String(name.field.value ?? '') } : null;
  return (
    <LookupField
      label={label}
      value={value}
      onChange={(next) => {
        id.field.onChange(next?.id ?? emptyValue);
        setValue(labelName, next?.label ?? '', { shouldDirty: true });
      }}
      onBlur={id.field.onBlur}
      inputRef={id.field.ref}
      fetchOptions={findBarsByName}
      queryKey={['bars', 'byName']}
      fallbackError={BAR_LOOKUP_ERROR}
      error={id.fieldState.error?.message}
      required={required}
      size={size}
    />
  );
}
