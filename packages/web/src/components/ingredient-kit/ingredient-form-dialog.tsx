import { useEffect, useId } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../save-button/save-button';
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
  const { t } = useTranslation();
  const titleId = useId();
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
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormProvider {...form}>
            <Box sx={{ pt: 1 }}>
              <IngredientFields {...fields} mode="create" autoFocus />
            </Box>
          </FormProvider>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <SaveButton pending={pending} />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
