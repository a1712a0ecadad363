import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../save-button/save-button';
import { IngredientFields, type IngredientFieldsProps } from './ingredient-fields';
import { toIngredientFormValues } from './ingredient-form-values';
import type { IngredientRecord } from './ingredient-record';
import { useIngredientForm } from './use-ingredient-form';

export interface IngredientEditFormProps extends Omit<IngredientFieldsProps, 'mode' | 'globalLookup' | 'autoFocus'> {
  record: IngredientRecord;
  schema: z.ZodType;
  /** Saves the changes and answers the saved record. */
  save: (body: Record<string, unknown>) => Promise<IngredientRecord>;
}

/** 'Edit Leaf' etc.: the detail form of any ingredient kind; read-only roles see no Save. */
export function IngredientEditForm({ record, schema, save, readOnly, ...fields }: IngredientEditFormProps) {
  const { t } = useTranslation();
  const { form, submit, pending } = useIngredientForm({
    config: fields.config,
    scope: fields.scope,
    mode: 'edit',
    schema,
    defaultValues: toIngredientFormValues(fields.config, record),
    save: async (body) => {
      const saved = await save(body);
      form.reset(toIngredientFormValues(fields.config, saved));
    },
  });
  const { reset } = form;
  useEffect(() => {
    reset(toIngredientFormValues(fields.config, record));
    // Only a different record resets the form; a refetch of the same one keeps the user's edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.id, reset]);
  const title = t('ingredientKit.edit', { kind: t(`ingredientKit.kinds.${fields.config.kind}`) });
  return (
    <FormProvider {...form}>
      <Paper variant="outlined" component="form" noValidate aria-label={title} onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <IngredientFields {...fields} mode="edit" readOnly={readOnly} />
        {readOnly ? null : (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <SaveButton pending={pending} />
          </Box>
        )}
      </Paper>
    </FormProvider>
  );
}
