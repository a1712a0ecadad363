import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { readServerError } from '../form-dialog/server-errors';
import { toIngredientBody, type IngredientFormMode, type IngredientFormValues } from './ingredient-form-values';
import type { IngredientKindConfig, IngredientScope } from './ingredient-kinds';
import { ingredientResolver } from './ingredient-resolver';

export interface UseIngredientFormOptions {
  config: IngredientKindConfig;
  scope: IngredientScope;
  mode: IngredientFormMode;
  /** The kind's domain schema for this call (create or update body). */
  schema: z.ZodType;
  defaultValues: IngredientFormValues;
  /** Sends the body; a rejection leaves the form as it was. */
  save: (body: Record<string, unknown>) => Promise<unknown>;
}

/**
 * The form of one ingredient kind and its submit. A failed save shows nothing but re-enables the
 * submit button (SPEC §8); field errors the server names are still put beside their fields.
 */
export function useIngredientForm({ config, scope, mode, schema, defaultValues, save }: UseIngredientFormOptions) {
  const form = useForm<IngredientFormValues, unknown, Record<string, unknown>>({
    resolver: ingredientResolver(schema, (values) => toIngredientBody(config, scope, mode, values)),
    defaultValues,
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save(body);
    } catch (error) {
      for (const field of readServerError(error).fields) {
        form.setError(field.name as FieldPath<IngredientFormValues>, { type: 'server', message: field.message });
      }
    }
  });
  return { form, submit, pending: form.formState.isSubmitting };
}
