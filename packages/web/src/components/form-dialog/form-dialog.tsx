import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import type { DialogProps } from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import { FormDialogFrame } from './form-dialog-frame';
import { readServerError } from './server-errors';

export interface FormDialogProps<S extends z.ZodType<FieldValues, FieldValues>> {
  open: boolean;
  title: string;
  /** Validates the fields (a domain schema) and gives the submitted values their type. */
  schema: S;
  /** Values the form starts from each time the dialog opens. */
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * Saves the values. While its promise is pending Save is disabled; if it rejects, the error's
   * message is shown in the dialog and its `details` ([{ path, message }]) on the fields.
   */
  onSubmit: (values: z.output<S>) => Promise<unknown> | void;
  onClose: () => void;
  /** The fields, e.g. `FormTextField` and `FormSelectField` by name. */
  children: ReactNode;
  submitLabel?: string;
  cancelLabel?: string;
  /** Also disable Save (e.g. a mutation still pending elsewhere). */
  pending?: boolean;
  /** Save cannot be used now (the dialog says why); unlike `pending`, nothing is in progress. */
  submitDisabled?: boolean;
  maxWidth?: DialogProps['maxWidth'];
}

/** A dialog holding a react-hook-form form validated by a zod schema, with Cancel and Save. */
export function FormDialog<S extends z.ZodType<FieldValues, FieldValues>>({
  open,
  title,
  schema,
  defaultValues,
  onSubmit,
  onClose,
  children,
  submitLabel,
  cancelLabel,
  pending = false,
  submitDisabled = false,
  maxWidth = 'sm',
}: FormDialogProps<S>) {
  type Input = z.input<S>;
  type Output = z.output<S>;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    defaultValues,
  });
  const [serverError, setServerError] = useState<string | null>(null);

  // Start from the defaults each time the dialog opens, not from the last attempt.
  const defaultsRef = useRef(defaultValues);
  useEffect(() => {
    defaultsRef.current = defaultValues;
  }, [defaultValues]);
  const { reset } = form;
  useEffect(() => {
    if (open) {
      reset(defaultsRef.current);
      setServerError(null);
    }
  }, [open, reset]);

  const submitting = form.formState.isSubmitting || pending;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const report = readServerError(error);
      for (const field of report.fields) {
        form.setError(field.name as FieldPath<Input>, { type: 'server', message: field.message });
      }
      setServerError(report.message);
    }
  });

  return (
    <FormDialogFrame
      open={open}
      title={title}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      pending={submitting}
      submitDisabled={submitDisabled}
      submitLabel={submitLabel}
      cancelLabel={cancelLabel}
      maxWidth={maxWidth}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {serverError ? (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </FormProvider>
    </FormDialogFrame>
  );
}
