import { useEffect } from 'react';
import { FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { robotUpdateSchema, type RobotUpdateInput } from '@bar/domain';
import { readServerError } from '../../../components/form-dialog/server-errors';
import { FormCheckboxField } from '../../../components/form-fields/form-checkbox-field';
import { useNotify } from '../../../lib/use-notify';
import type { RobotRow } from '../api/get-robots';
import { useUpdateRobot } from '../api/update-robot';
import { RobotFields } from './robot-fields';
import { SaveButton } from '../../../components/save-button/save-button';

interface RobotFormValues {
  tagName: string;
  displayName: string;
  barId: string | null;
  barName: string;
  enabled: boolean;
}

const toFormValues = (robot: RobotRow): RobotFormValues => ({
  tagName: robot.tagName,
  displayName: robot.displayName,
  barId: robot.barId,
  barName: robot.barName ?? '',
  enabled: robot.enabled,
});

/** Edit a robot's names, bar and enabled flag. */
export function RobotEditForm({ robot }: { robot: RobotRow }) {
  const { t } = useTranslation('robots');
  const update = useUpdateRobot(robot.id);
  const notify = useNotify();
  const form = useForm<RobotFormValues, unknown, RobotUpdateInput>({
    resolver: zodResolver(robotUpdateSchema) as unknown as Resolver<RobotFormValues, unknown, RobotUpdateInput>,
    defaultValues: toFormValues(robot),
  });
  const { reset } = form;
  useEffect(() => {
    reset(toFormValues(robot));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [robot.id, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      notify.success(t('toasts.saved'));
      reset(toFormValues(saved));
    } catch (error) {
      notify.error(error);
      for (const field of readServerError(error).fields) {
        form.setError(field.name as FieldPath<RobotFormValues>, { type: 'server', message: field.message });
      }
    }
  });
  const pending = form.formState.isSubmitting || update.isPending;

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" component="form" noValidate aria-label={t('edit.label')} onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <RobotFields />
          <FormCheckboxField name="enabled" label={t('fields.enabled')} />
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <SaveButton pending={pending} />
        </Box>
      </Paper>
    </FormProvider>
  );
}
