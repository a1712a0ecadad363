import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import { FormDialogFrame } from '../form-dialog/form-dialog-frame';
import { IngredientFields, type IngredientFieldsProps } from './ingredient-fields';
import { toIngredientFormValues } from './ingredient-form-values';
import { useIngredientForm } from './use-ingredient-form';

export interface IngredientFormDialogProps extends Omit<IngredientFieldsProps, 'mode' | 'readOnly' | 'autoFocus'> {
  open: boolean;
  /** 'Create New Bottle'. */
  title: string;
  schema: z.ZodType;
  /** Creates the ingredient; the caller closes the dialog on success. */
  save: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

/** The create dialog of any ingredient kind. */
export function IngredientFormDialog({ open, title, schema, save, onClose, ...fields }: IngredientFormDialogProps) {
  const { form, submit, pending } = useIngredientForm({
    config: fields.config,
    scope: fields.scope,
    mode: 'create',
    schema,
    defaultValues: toIngredientFormValues(fields.config),
    save,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(toIngredientFormValues(fields.config));
  }, [open, reset, fields.config]);
  return (
    <FormDialogFrame open={open} title={title} onSubmit={(event) => void submit(event)} onClose={onClose} pending={pending} maxWidth="md">
      <FormProvider {...form}>
        <Box sx={{ pt: 1 }}>
          <IngredientFields {...fields} mode="create" autoFocus />
        </Box>
      </FormProvider>
    </FormDialogFrame>
  );
}
