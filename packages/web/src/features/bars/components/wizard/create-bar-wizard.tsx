import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { BarVersion } from '@bar/domain';
import { readServerError } from '../../../../components/form-dialog/server-errors';
import { useNotify } from '../../../../lib/use-notify';
import { useCreateBar, type CreatedBar } from '../../api/create-bar';
import { useUpdateBar } from '../../../../components/bar-settings/api/update-bar';
import { BarTypeStep } from './bar-type-step';
import { GeneralInfoStep } from './general-info-step';
import { RecapStep } from './recap-step';
import { GENERAL_INFO_FIELDS, wizardDefaults, wizardSchema, type WizardInput, type WizardValues } from './wizard-form';
import { BAR_TYPE, GENERAL_INFO, RECAP, WIZARD_STEPS, hasTypeSettings, nextStep, previousStep, stepAfterTypeChoice, type WizardStep } from './wizard-steps';
import { SaveButton } from '../../../../components/save-button/save-button';

export interface CreateBarWizardProps {
  open: boolean;
  onClose: () => void;
  /** Called after 'Bar Saved' with the new bar (the page opens its detail). */
  onCreated: (bar: CreatedBar) => void;
}

/** The step holding a field error: General Info for its fields, Bar Type for the rest. */
function stepOfErrors(errors: FieldErrors<WizardInput>): WizardStep {
  return errors.name || errors.instanceInfos || errors.geoPosition ? GENERAL_INFO : BAR_TYPE;
}

/** 'Create New Bar': General Info → Bar Type → Recap, posted to /ubar/bars/create from the recap. */
export function CreateBarWizard({ open, onClose, onCreated }: CreateBarWizardProps) {
  const { t } = useTranslation('bars');
  const titleId = useId();
  const notify = useNotify();
  const createBar = useCreateBar();
  const updateBar = useUpdateBar();
  const form = useForm<WizardInput, unknown, WizardValues>({
    resolver: zodResolver(wizardSchema) as Resolver<WizardInput, unknown, WizardValues>,
    defaultValues: wizardDefaults(),
  });
  const [step, setStep] = useState<WizardStep>(GENERAL_INFO);
  const [serverError, setServerError] = useState<string | null>(null);
  const { reset } = form;

  useEffect(() => {
    if (open) {
      reset(wizardDefaults());
      setStep(GENERAL_INFO);
      setServerError(null);
    }
  }, [open, reset]);

  const submitting = form.formState.isSubmitting;

  const goNext = async () => {
    const valid = step === GENERAL_INFO ? await form.trigger([...GENERAL_INFO_FIELDS]) : await form.trigger('version');
    if (valid) setStep(nextStep(step));
  };

  const chooseType = (version: BarVersion) => {
    form.setValue('version', version, { shouldValidate: true, shouldDirty: true });
    setStep(stepAfterTypeChoice(version));
  };

  const submit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      const { features, ...body } = values;
      let bar: CreatedBar;
      try {
        bar = await createBar.mutateAsync(body);
      } catch (error) {
        notify.error(error, t('toasts.createError'));
        const report = readServerError(error);
        for (const field of report.fields) form.setError(field.name as FieldPath<WizardInput>, { type: 'server', message: field.message });
        setServerError(report.message);
        setStep(RECAP);
        return;
      }
      // The create call takes what every bar needs; the chosen features are the bar's first save.
      if (features && hasTypeSettings(values.version)) {
        try {
          await updateBar.mutateAsync({ id: bar.id, data: { features } });
        } catch (error) {
          notify.error(error);
        }
      }
      notify.success(t('toasts.saved'));
      onCreated(bar);
    },
    (errors) => setStep(stepOfErrors(errors)),
  );

  const close = () => {
    if (!submitting) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          if (step === RECAP) void submit(event);
          else {
            event.preventDefault();
            void goNext();
          }
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}
      >
        <DialogTitle id={titleId}>{t('wizard.title')}</DialogTitle>
        <DialogContent>
          <Stepper activeStep={step} alternativeLabel sx={{ mb: 3, mt: 1 }}>
            {WIZARD_STEPS.map((key) => (
              <Step key={key}>
                <StepLabel>{t(`wizard.steps.${key}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <FormProvider {...form}>
            {serverError && step === RECAP ? (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {serverError}
              </Alert>
            ) : null}
            {step === GENERAL_INFO ? <GeneralInfoStep /> : null}
            {step === BAR_TYPE ? <BarTypeStep onChoose={chooseType} /> : null}
            {step === RECAP ? <RecapStep /> : null}
          </FormProvider>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('wizard.cancel')}
          </Button>
          {step !== GENERAL_INFO ? (
            <Button onClick={() => setStep(previousStep(step))} disabled={submitting}>
              {t('wizard.back')}
            </Button>
          ) : null}
          {step === RECAP ? (
            <SaveButton pending={submitting} />
          ) : (
            <Button type="submit" variant="contained">
              {t('wizard.next')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
