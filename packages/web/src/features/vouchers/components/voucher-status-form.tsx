import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canChangeVoucherStatus, VOUCHER_STATUSES, type VoucherStatus } from '@bar/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../../../components/save-button/save-button';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateVoucher } from '../api/update-voucher';
import type { VoucherRow } from '../api/get-vouchers';

/** The statuses the console may move a voucher to from `from` (domain rule), `from` included. */
export function voucherStatusChoices(from: VoucherStatus): VoucherStatus[] {
  return VOUCHER_STATUSES.filter((to) => canChangeVoucherStatus(from, to));
}

/** Changes a voucher's status (printed, emailed, disabled, re-enabled); used and expired are final. */
export function VoucherStatusForm({ barId, voucher }: { barId: string; voucher: VoucherRow }) {
  const { t } = useTranslation('vouchers');
  const [status, setStatus] = useState<VoucherStatus>(voucher.status);
  const update = useUpdateVoucher(barId, voucher.id);
  const choices = voucherStatusChoices(voucher.status);
  const final = choices.length <= 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ status }, { onSuccess: () => notifySuccess(t('toasts.saved')), onError: (error) => notifyError(error) });
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: 2, mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
        {t('statusForm.title')}
      </Typography>
      {final ? (
        <Typography color="text.secondary">{t('statusForm.final', { status: t(`statuses.${voucher.status}`) })}</Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('statusForm.label')}
            value={status}
            onChange={(event) => setStatus(event.target.value as VoucherStatus)}
            sx={{ minWidth: 200 }}
          >
            {choices.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {t(`statuses.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
          <SaveButton pending={update.isPending} disabled={status === voucher.status} />
        </Box>
      )}
    </Paper>
  );
}
