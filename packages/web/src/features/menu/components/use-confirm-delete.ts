import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteMenuItem } from '../api/delete-menu-item';

/** The texts of one deletion: the question, and the toasts of its outcome. */
export interface DeleteTexts {
  title: string;
  message: string;
  deleted: string;
  failed: string;
}

/**
 * Asks in the console's confirm dialog before a category or recipe is deleted. The dialog waits for
 * the server: it closes once the item is deleted, and stays open after the failure toast.
 * Render `dialog` once.
 */
export function useConfirmDelete(barId: string, what: 'categories' | 'recipes') {
  const { t } = useTranslation('menu');
  const remove = useDeleteMenuItem(barId, what);
  const confirm = useConfirm();
  const ask = (id: string, texts: DeleteTexts) =>
    confirm.ask(
      { title: texts.title, message: texts.message, confirmLabel: t('actions.confirmDelete'), cancelLabel: t('actions.cancel'), tone: 'error' },
      async () => {
        try {
          await remove.mutateAsync(id);
        } catch (error) {
          notifyError(error, texts.failed);
          throw error;
        }
        notifySuccess(texts.deleted);
      },
    );
  return { ask, dialog: confirm.dialog };
}
