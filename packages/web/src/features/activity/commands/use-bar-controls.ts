import { generalStart } from '../api/general-start';
import { generalStop } from '../api/general-stop';
import { restoreCupError } from '../api/restore-cup-error';
import { restoreEmergency } from '../api/restore-emergency';
import { restoreFences } from '../api/restore-fences';
import { GENERAL_START, GENERAL_STOP, RESTORE_CUP_ERROR, RESTORE_EMERGENCY, RESTORE_FENCES } from './command-texts';
import { useCommand } from './use-command';

/** The bar-wide controls shared by the status strip and the control panel. */
export function useBarControls(barId: string) {
  return {
    restoreFences: useCommand({ barId, name: ['restoreFences'], send: restoreFences, texts: RESTORE_FENCES }),
    restoreEmergency: useCommand({ barId, name: ['restoreEmergency'], send: restoreEmergency, texts: RESTORE_EMERGENCY }),
    generalStart: useCommand({ barId, name: ['generalStart'], send: generalStart, texts: GENERAL_START }),
    generalStop: useCommand({ barId, name: ['generalStop'], send: generalStop, texts: GENERAL_STOP }),
    restoreCupError: useCommand({ barId, name: ['restoreCupError'], send: restoreCupError, texts: RESTORE_CUP_ERROR }),
  };
}
