import { useTranslation } from 'react-i18next';
import { robotCreateSchema } from '@bar/domain';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useNotify } from '../../../lib/use-notify';
import { useCreateRobot } from '../api/create-robot';
import type { RobotRow } from '../api/get-robots';
import { RobotFields } from './robot-fields';

export interface CreateRobotDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (robot: RobotRow) => void;
}

/** 'Create New Robot': tag name, display name and the bar it is installed in. */
export function CreateRobotDialog({ open, onClose, onCreated }: CreateRobotDialogProps) {
  const { t } = useTranslation('robots');
  const create = useCreateRobot();
  const notify = useNotify();
  return (
    <FormDialog
      open={open}
      title={t('create.title')}
      schema={robotCreateSchema}
      defaultValues={{ tagName: '', displayName: '', barId: null }}
      onClose={onClose}
      onSubmit={async (values) => {
        let robot: RobotRow;
        try {
          robot = await create.mutateAsync(values);
        } catch (error) {
          notify.error(error);
          throw error;
        }
        notify.success(t('toasts.created'));
        onCreated(robot);
      }}
    >
      <RobotFields autoFocus />
    </FormDialog>
  );
}
