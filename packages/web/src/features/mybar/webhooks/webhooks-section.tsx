import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import SendIcon from '@mui/icons-material/Send';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { WebhookWithSecretRow } from './api/create-webhook';
import { webhooksQueryOptions, type WebhookRow } from './api/get-webhooks';
import { deleteWebhook, rotateWebhookSecret, sendTestEvent, updateWebhook, useWebhookAction } from './api/webhook-actions';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { DeliveryLog } from './delivery-log';
import { SecretDialog } from './secret-dialog';

/** Runs `action`, toasting `failed` (with the server's reason) when it fails; the promise rejects then, so a confirm dialog stays open. */
async function withToasts<T>(action: Promise<T>, failed: string, done?: string): Promise<T> {
  try {
    const result = await action;
    if (done) notifySuccess(done);
    return result;
  } catch (error) {
    notifyError(error, failed);
    throw error;
  }
}

/** MyBar's Webhooks section (ADMIN and above): where the bar's alarm changes are posted, and what was sent. */
export function WebhooksSection({ barId }: { barId: string }) {
  const { t } = useTranslation('mybar');
  const { data: webhooks = [] } = useQuery(webhooksQueryOptions(barId));
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<WebhookWithSecretRow | null>(null);
  const { ask, dialog } = useConfirm();
  const update = useWebhookAction(barId, (bar, args: { id: string; enabled: boolean }) => updateWebhook(bar, args.id, { enabled: args.enabled }));
  const remove = useWebhookAction(barId, (bar, id: string) => deleteWebhook(bar, id));
  const rotate = useWebhookAction(barId, (bar, id: string) => rotateWebhookSecret(bar, id));
  const test = useWebhookAction(barId, (bar, id: string) => sendTestEvent(bar, id));

  const confirmDelete = (webhook: WebhookRow) =>
    ask(
      {
        title: t('webhooks.confirmDelete.title'),
        message: t('webhooks.confirmDelete.message', { url: webhook.url }),
        confirmLabel: t('webhooks.confirmDelete.confirm'),
        tone: 'error',
      },
      () => withToasts(remove.mutateAsync(webhook.id), t('webhooks.toasts.deleteError'), t('webhooks.toasts.deleted')),
    );
  const confirmRotate = (webhook: WebhookRow) =>
    ask(
      {
        title: t('webhooks.confirmRotate.title'),
        message: t('webhooks.confirmRotate.message', { url: webhook.url }),
        confirmLabel: t('webhooks.confirmRotate.confirm'),
      },
      async () => setShown(await withToasts(rotate.mutateAsync(webhook.id), t('webhooks.toasts.rotateError'))),
    );

  return (
    <Paper component="section" aria-labelledby="webhooks-title" variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="webhooks-title" variant="h6" component="h2">
          {t('webhooks.title')}
        </Typography>
        <Button startIcon={<AddIcon />} variant="contained" onClick={() => setAdding(true)}>
          {t('webhooks.add')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('webhooks.intro')}
      </Typography>
      <Table size="small" aria-labelledby="webhooks-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('webhooks.url')}</TableCell>
            <TableCell>{t('webhooks.severities')}</TableCell>
            <TableCell>{t('webhooks.enabled')}</TableCell>
            <TableCell align="right">{t('webhooks.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {webhooks.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>{t('webhooks.empty')}</TableCell>
            </TableRow>
          ) : (
            webhooks.map((webhook) => (
              <TableRow key={webhook.id}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{webhook.url}</TableCell>
                <TableCell>{webhook.severities.map((s) => t(`webhooks.severity.${s}`)).join(', ')}</TableCell>
                <TableCell>
                  <Switch
                    checked={webhook.enabled}
                    slotProps={{ input: { 'aria-label': `${t('webhooks.enabled')} ${webhook.url}` } }}
                    onChange={(event) =>
                      void withToasts(
                        update.mutateAsync({ id: webhook.id, enabled: event.target.checked }),
                        t('webhooks.toasts.saveError'),
                        t('webhooks.toasts.saved'),
                      ).catch(() => undefined)
                    }
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('webhooks.sendTest')}>
                    <IconButton
                      aria-label={`${t('webhooks.sendTest')} ${webhook.url}`}
                      onClick={() =>
                        void withToasts(test.mutateAsync(webhook.id), t('webhooks.toasts.testError'), t('webhooks.toasts.testQueued')).catch(() => undefined)
                      }
                    >
                      <SendIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('webhooks.rotate')}>
                    <IconButton aria-label={`${t('webhooks.rotate')} ${webhook.url}`} onClick={() => confirmRotate(webhook)}>
                      <KeyIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('webhooks.delete')}>
                    <IconButton aria-label={`${t('webhooks.delete')} ${webhook.url}`} onClick={() => confirmDelete(webhook)}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <DeliveryLog barId={barId} />
      <CreateWebhookDialog
        barId={barId}
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(webhook) => {
          setAdding(false);
          setShown(webhook);
        }}
      />
      <SecretDialog webhook={shown} onClose={() => setShown(null)} />
      {dialog}
    </Paper>
  );
}
