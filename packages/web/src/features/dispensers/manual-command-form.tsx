import { useTranslation } from 'react-i18next';
import { MANUAL_COMMAND_DEFAULTS, manualCommandSchema } from '@bar/domain';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { FormTextField } from '../../components/form-dialog/form-text-field';
import { notifySuccess } from '../../lib/notify';
import { sendManualCommand } from './api/send-manual-command';

/** The Test form: the bar pours quantity doses of dispensingTime ms (defaults 1 and 200). */
export function ManualCommandDialog({
  target,
  barId,
  id,
  title,
  onClose,
}: {
  target: 'valv' | 'ice';
  barId: string;
  id: string | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('dispensers');
  return (
    <FormDialog
      open={Boolean(id)}
      title={title}
      schema={manualCommandSchema}
      defaultValues={MANUAL_COMMAND_DEFAULTS}
      submitLabel={t('actions.send')}
      onClose={onClose}
      onSubmit={async (values) => {
        await sendManualCommand(target, barId, id!, { quantity: values.quantity, dispensingTime: values.dispensingTime });
        notifySuccess(t('toasts.commandSent'));
        onClose();
      }}
    >
      <ManualCommandFields />
    </FormDialog>
  );
}

export function ManualCommandFields() {
  const { t } = useTranslation('dispensers');
  return (
    <>
      <FormTextField name="quantity" label={t('fields.quantity')} type="number" required />
      <FormTextField name="dispensingTime" label={t('fields.dispensingTime')} type="number" required />
    </>
  );
}
