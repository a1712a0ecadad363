import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../form-dialog/form-text-field';
import { SecretTextField } from '../form-fields/secret-text-field';
import { useNotify } from '../../lib/use-notify';
import { useSatispayKeyId } from './api/get-satispay-key-id';
import { FieldGrid, Section } from './section';
import type { BarFormValues, BarView } from './bar-form';

const readOnly = { htmlInput: { readOnly: true } } as const;

/** Satispay: once a key id exists the inputs are read-only and the button goes (SPEC §2). */
export function SatispaySection({ bar }: { bar: BarView }) {
  const { t } = useTranslation();
  const view = bar.paymentSettings.satispaySettings;
  const { getValues } = useFormContext<BarFormValues>();
  const obtain = useSatispayKeyId();
  const notify = useNotify();
  const [obtained, setObtained] = useState<string | null>(null);
  const keyId = obtained ?? view?.keyId ?? null;
  const locked = Boolean(keyId) || view?.keyIdSet === true;

  const requestKeyId = () => {
    const typed = (name: 'privateKey' | 'token') => getValues(`paymentSettings.satispaySettings.${name}`)?.trim() || undefined;
    obtain.mutate(
      {
        barId: bar.id,
        publicKey: getValues('paymentSettings.satispaySettings.publicKey')?.trim() ?? '',
        privateKey: typed('privateKey'),
        token: typed('token'),
      },
      {
        onSuccess: (answer) => {
          // The server stores it with the bar; until the bar is refetched the answer is shown.
          setObtained(answer.key_id);
        },
        onError: (error) => notify.error(error, t('barSettings.payment.keyIdFailed')),
      },
    );
  };

  return (
    <Section
      title={t('barSettings.payment.satispay')}
      actions={
        locked ? null : (
          <Button variant="outlined" size="small" onClick={requestKeyId} disabled={obtain.isPending}>
            {t('barSettings.payment.obtainKeyId')}
          </Button>
        )
      }
    >
      <FieldGrid>
        <FormTextField
          name="paymentSettings.satispaySettings.publicKey"
          label={t('barSettings.payment.publicKey')}
          multiline
          minRows={2}
          maxRows={6}
          placeholder={t('barSettings.payment.publicKeyPlaceholder')}
          slotProps={locked ? readOnly : undefined}
          fullWidth
        />
        <SecretTextField
          name="paymentSettings.satispaySettings.privateKey"
          label={t('barSettings.payment.privateKey')}
          multiline
          isSet={view?.privateKeySet === true}
          readOnly={locked}
          fullWidth
        />
        <SecretTextField
          name="paymentSettings.satispaySettings.token"
          label={t('barSettings.payment.activationToken')}
          isSet={view?.tokenSet === true}
          readOnly={locked}
          fullWidth
        />
        <TextField
          label={t('barSettings.payment.keyId')}
          value={keyId ?? (locked ? t('secret.set') : '')}
          placeholder={t('secret.notSet')}
          slotProps={{ ...readOnly, inputLabel: { shrink: true } }}
          fullWidth
        />
      </FieldGrid>
    </Section>
  );
}
