import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { IngredientFormValues } from './ingredient-form-values';

/**
 * Validates what the form will SEND (the body built from its values) with the kind's domain
 * schema, so that the form and the server apply the same rules; the error paths are the form's
 * field names because the body uses the same names.
 */
export function ingredientResolver(
  schema: z.ZodType,
  toBody: (values: IngredientFormValues) => Record<string, unknown>,
): Resolver<IngredientFormValues, unknown, Record<string, unknown>> {
  const validate = zodResolver(schema as never) as unknown as Resolver<Record<string, unknown>, unknown, Record<string, unknown>>;
  return (values, context, options) =>
    validate(toBody(values), context, options as never) as unknown as ReturnType<Resolver<IngredientFormValues, unknown, Record<string, unknown>>>;
}
