import { notifyError, notifySuccess } from './notify';

const notify = { error: notifyError, success: notifySuccess } as const;

/** Notification helpers for components: `const notify = useNotify(); notify.error(err)`. */
export function useNotify(): typeof notify {
  return notify;
}
