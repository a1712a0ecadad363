import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../form-dialog/form-text-field';
import { SecretTextField } from '../form-fields/secret-text-field';
import { useNotify } from '../../lib/use-notify';
import { useShift4AccessToken } from './api/get-shift4-access-token';
import { FieldGrid, Section } from './section';
import type { BarFormValues, BarView } from './bar-form';

const readOnly = { htmlInput: { readOnly: true } } as const;

/** Shift4 gateway: once an access token exists the inputs are read-only and the button goes (SPEC §2). */
export function Shift4Section({ bar }: { bar: BarView }) {
  const { t } = useTranslation();
  const view = bar.paymentSettings.shift4Gateway;
  const { getValues } = useFormContext<BarFormValues>();
  const obtain = useShift4AccessToken();
  const notify = useNotify();
  const [obtained, setObtained] = useState<string | null>(null);
  const accessToken = obtained ?? view?.accessToken ?? null;
  const locked = Boolean(accessToken) || view?.accessTokenSet === true;

  const requestToken = () => {
    const authToken = getValues('paymentSettings.shift4Gateway.authToken')?.trim() || undefined;
    obtain.mutate(
      { barId: bar.id, authToken },
      {
        onSuccess: (answer) => {
          // The server stores it with the bar; until the bar is refetched the answer is shown.
          setObtained(answer.credential.accessToken);
        },
        onError: (error) => notify.error(error, t('barSettings.payment.accessTokenFailed')),
      },
    );
  };

  return (
    <Section
      title={t('barSettings.payment.shift4')}
      actions={
        locked ? null : (
          <Button variant="outlined" size="small" onClick={requestToken} disabled={obtain.isPending}>
            {t('barSettings.payment.obtainAccessToken')}
          </Button>
        )
      }
    >
      <FieldGrid>
        <SecretTextField
          name="paymentSettings.shift4Gateway.authToken"
          label={t('barSettings.payment.authToken')}
          isSet={view?.authTokenSet === true}
          readOnly={locked}
          fullWidth
        />
        <TextField
          label={t('barSettings.payment.accessToken')}
          value={accessToken ?? (locked ? t('secret.set') : '')}
          placeholder={t('secret.notSet')}
          slotProps={{ ...readOnly, inputLabel: { shrink: true } }}
          fullWidth
        />
        <FormTextField
          name="paymentSettings.shift4Gateway.utgBaseUrl"
          label={t('barSettings.payment.utgBaseUrl')}
          type="url"
          slotProps={locked ? readOnly : undefined}
          fullWidth
        />
        <FormTextField
          name="paymentSettings.shift4Gateway.utgFingerprint"
          label={t('barSettings.payment.utgFingerprint')}
          slotProps={locked ? readOnly : undefined}
          fullWidth
        />
        <FormTextField
          name="paymentSettings.shift4Gateway.destinationPostalCode"
          label={t('barSettings.payment.destinationPostalCode')}
          slotProps={locked ? readOnly : undefined}
          fullWidth
        />
      </FieldGrid>
    </Section>
  );
}
