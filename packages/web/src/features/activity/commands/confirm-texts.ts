import type { TFunction } from 'i18next';
import type { ConveyorPosition } from '@bar/domain';
import type { ConfirmRequest } from '../../../components/confirm-dialog/confirm-dialog';

/** The questions asked before commands that cannot be undone; each names the bar it acts on. */
type T = TFunction<'activity'>;

export const confirmRestoreEmergency = (t: T, bar: string): ConfirmRequest => ({
  title: t('confirm.restoreEmergency.title'),
  message: t('confirm.restoreEmergency.message', { bar }),
  confirmLabel: t('confirm.restoreEmergency.confirm'),
});

export const confirmGeneralStart = (t: T, bar: string): ConfirmRequest => ({
  title: t('confirm.generalStart.title'),
  message: t('confirm.generalStart.message', { bar }),
  confirmLabel: t('confirm.generalStart.confirm'),
});

export const confirmGeneralStop = (t: T, bar: string): ConfirmRequest => ({
  title: t('confirm.generalStop.title'),
  message: t('confirm.generalStop.message', { bar }),
  confirmLabel: t('confirm.generalStop.confirm'),
});

/** Closing stops every sales channel; an offline bar is closed here at once and told when it reconnects. */
export const confirmCloseBar = (t: T, bar: string, online: boolean): ConfirmRequest => ({
  title: t('confirm.closeBar.title'),
  message: online ? t('confirm.closeBar.message', { bar }) : t('confirm.closeBar.messageOffline', { bar }),
  confirmLabel: t('confirm.closeBar.confirm'),
});

export const confirmAbortAll = (t: T, bar: string): ConfirmRequest => ({
  title: t('confirm.abortAll.title'),
  message: t('confirm.abortAll.message', { bar }),
  confirmLabel: t('confirm.abortAll.confirm'),
});

export const confirmAbortRobot = (t: T, bar: string, robot: string): ConfirmRequest => ({
  title: t('confirm.abortRobot.title', { robot }),
  message: t('confirm.abortRobot.message', { robot, bar }),
  confirmLabel: t('confirm.abortRobot.confirm'),
});

export const confirmMoveConveyor = (t: T, bar: string, number: number, position: ConveyorPosition): ConfirmRequest => ({
  title: t('confirm.moveConveyor.title', { number }),
  message: position === 'back' ? t('confirm.moveConveyor.messageBack', { number, bar }) : t('confirm.moveConveyor.messageFront', { number, bar }),
  confirmLabel: t('confirm.moveConveyor.confirm'),
});
