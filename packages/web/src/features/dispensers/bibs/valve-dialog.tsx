import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MANUAL_COMMAND_DEFAULTS, manualCommandSchema, type ManualCommand } from '@bar/domain';
import { readServerError } from '../../../components/form-dialog/server-errors';
import { LookupField, type LookupOption } from '../../../components/lookup/lookup-field';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { dispensersQueryKey } from '../api/get-dispensers';
import { findBarIngredientOptions } from '../api/find-bar-ingredients';
import { sendManualCommand } from '../api/send-manual-command';
import { updateValve } from '../api/update-valve';
import type { ValveRecord } from '../api/types';
import { ManualCommandFields } from '../manual-command-form';
import { useValveLabel } from './valve-label';

/** A valve: Edit assigns its flavour, Test makes the bar pour from it. */
export function ValveDialog({ valve, barId, onClose }: { valve: ValveRecord | null; barId: string; onClose: () => void }) {
  const { t } = useTranslation('dispensers');
  const valveLabel = useValveLabel();
  const queryClient = useQueryClient();
  const [view, setView] = useState<'edit' | 'test'>('edit');
  const [flavour, setFlavour] = useState<LookupOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<ManualCommand>({ resolver: zodResolver(manualCommandSchema), defaultValues: MANUAL_COMMAND_DEFAULTS });
  const { reset } = form;

  useEffect(() => {
    if (!valve) return;
    setView('edit');
    setError(null);
    setFlavour(valve.flavourId ? { id: valve.flavourId, label: valve.flavourName ?? '' } : null);
    reset(MANUAL_COMMAND_DEFAULTS);
  }, [valve, reset]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      const report = readServerError(e, errorMessage(e));
      // a refused test names its fields (quantity, dispensingTime): show them where they are corrected
      for (const field of report.fields)
        if (field.name in MANUAL_COMMAND_DEFAULTS) form.setError(field.name as keyof ManualCommand, { type: 'server', message: field.message });
      setError(report.message);
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      await updateValve(barId, valve!, flavour ? { id: flavour.id, name: flavour.label } : null);
      notifySuccess(t('toasts.saved'));
      await queryClient.invalidateQueries({ queryKey: dispensersQueryKey(barId, 'bib') });
      onClose();
    });
  const test = form.handleSubmit((values) =>
    run(async () => {
      await sendManualCommand('valv', barId, valve!.id, { quantity: values.quantity, dispensingTime: values.dispensingTime });
      notifySuccess(t('toasts.commandSent'));
    }),
  );

  return (
    <Dialog open={Boolean(valve)} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="valve-dialog-title">
      <DialogTitle id="valve-dialog-title">{valve ? t('dialogs.valve', { code: valve.graphicCode, label: valveLabel(valve) }) : ''}</DialogTitle>
      <Tabs
        value={view}
        onChange={(_, v) => {
          setView(v);
          setError(null);
        }}
        sx={{ px: 3 }}
        aria-label={t('dialogs.valveViews')}
      >
        <Tab value="edit" label={t('actions.edit')} />
        <Tab value="test" label={t('actions.test')} />
      </Tabs>
      {/* one form for both views, so Enter saves the flavour or sends the test */}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          if (view === 'test') return void test(event);
          event.preventDefault();
          void save();
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}
      >
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            {view === 'edit' ? (
              <LookupField
                label={t('fields.flavour')}
                value={flavour}
                onChange={setFlavour}
                fetchOptions={(text, signal) => findBarIngredientOptions('flavours', barId, text, signal)}
                queryKey={['dispensers', barId, 'flavours']}
                fallbackError={t('lookupError')}
                helperText={t('fields.flavourHelp')}
              />
            ) : (
              <FormProvider {...form}>
                <ManualCommandFields />
              </FormProvider>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {view === 'edit' ? t('actions.save') : t('actions.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
