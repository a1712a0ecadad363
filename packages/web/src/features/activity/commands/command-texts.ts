import type { TFunction } from 'i18next';
import type { RoboticMode } from '@bar/domain';

/** A command's success and failure notifications (SPEC §8, verbatim where the catalogue quotes them). */
export interface CommandTexts {
  success: string;
  failure: string;
}

/** The texts of a command in the console's language; `vars` is what was sent (a toggle's new value). */
export type CommandTextsOf<V = void> = (t: TFunction<'activity'>, vars: V) => CommandTexts;

export const ROBOT_START: CommandTextsOf = (t) => ({ success: t('toasts.robotStarted'), failure: t('toasts.robotStartFailed') });
export const ROBOT_STOP: CommandTextsOf = (t) => ({ success: t('toasts.robotStopped'), failure: t('toasts.robotStopFailed') });
export const ROBOT_ABORT: CommandTextsOf = (t) => ({ success: t('toasts.robotAborted'), failure: t('toasts.robotAbortFailed') });
export const RESTORE_EMERGENCY: CommandTextsOf = (t) => ({ success: t('toasts.emergencyRestored'), failure: t('toasts.emergencyRestoreFailed') });
export const RESTORE_FENCES: CommandTextsOf = (t) => ({ success: t('toasts.fencesRestored'), failure: t('toasts.fencesRestoreFailed') });
export const GENERAL_START: CommandTextsOf = (t) => ({ success: t('toasts.started'), failure: t('toasts.generalStartFailed') });
/** Not in the catalogue: worded like General Start. */
export const GENERAL_STOP: CommandTextsOf = (t) => ({ success: t('toasts.stopped'), failure: t('toasts.generalStopFailed') });
export const RESTORE_CUP_ERROR: CommandTextsOf = (t) => ({ success: t('toasts.cupErrorRestored'), failure: t('toasts.cupErrorRestoreFailed') });
export const MOVE_CONVEYOR: CommandTextsOf<unknown> = (t) => ({ success: t('toasts.conveyorSent'), failure: t('toasts.conveyorFailed') });
export const VIZ_THEME: CommandTextsOf<unknown> = (t) => ({ success: t('toasts.vizThemeChanged'), failure: t('toasts.vizThemeFailed') });
export const RESTART_VIZ: CommandTextsOf = (t) => ({ success: t('toasts.vizRestarted'), failure: t('toasts.vizRestartFailed') });

/** e.g. 'Dance mode enabled!' / 'Dance mode failure!' */
export const modeTexts =
  (mode: RoboticMode): CommandTextsOf<boolean> =>
  (t, enabled) => ({
    success: t(enabled ? 'toasts.modeEnabled' : 'toasts.modeDisabled', { mode: t(`modes.${mode}`) }),
    failure: t('toasts.modeFailed', { mode: t(`modes.${mode}`) }),
  });

export const barOpenTexts: CommandTextsOf<boolean> = (t, open) => ({
  success: open ? t('toasts.barOpened') : t('toasts.barClosed'),
  failure: t('toasts.barStateFailed'),
});

export const robotEnableTexts: CommandTextsOf<boolean> = (t, enabled) => ({
  success: enabled ? t('toasts.robotEnabled') : t('toasts.robotDisabled'),
  failure: t('toasts.robotEnableFailed'),
});
