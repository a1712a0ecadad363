import { useTranslation } from 'react-i18next';
import { voucherCreateSchema } from '@bar/domain';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateVoucher } from '../api/create-voucher';
import type { VoucherRow } from '../api/get-vouchers';
import { VoucherFields } from './voucher-fields';

export interface CreateVoucherDialogProps {
  barId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (voucher: VoucherRow) => void;
}

const DEFAULTS = { nickname: '', email: '', type: undefined, value: undefined };

/** 'Create New Voucher': the server makes the code; 'Voucher Created!' / 'Voucher creation error!'. */
export function CreateVoucherDialog({ barId, open, onClose, onCreated }: CreateVoucherDialogProps) {
  const { t } = useTranslation('vouchers');
  const create = useCreateVoucher(barId);
  return (
    <FormDialog
      open={open}
      title={t('create.title')}
      schema={voucherCreateSchema}
      defaultValues={DEFAULTS}
      onClose={onClose}
      onSubmit={async (values) => {
        let voucher: VoucherRow;
        try {
          voucher = await create.mutateAsync(values);
        } catch (error) {
          notifyError(error, t('toasts.createError'));
          throw error;
        }
        notifySuccess(t('toasts.created'));
        onCreated(voucher);
      }}
    >
      <VoucherFields />
    </FormDialog>
  );
}
