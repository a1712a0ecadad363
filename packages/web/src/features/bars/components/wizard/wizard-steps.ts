import type { BarVersion } from '@bar/domain';

/** The three steps of bar creation (SPEC §2), by their text's key. */
export const WIZARD_STEPS = ['generalInfo', 'barType', 'recap'] as const;
export type WizardStep = 0 | 1 | 2;
export const GENERAL_INFO: WizardStep = 0;
export const BAR_TYPE: WizardStep = 1;
export const RECAP: WizardStep = 2;

/**
 * Whether a version has settings to fill in on the Bar Type step. Veloce has none: choosing it
 * goes straight to the recap (SPEC §2).
 */
export function hasTypeSettings(version: BarVersion | undefined): boolean {
  return version !== undefined && version !== 'veloce';
}

/** The step a chosen bar type leads to: the recap for veloce, else stay to fill its settings. */
export function stepAfterTypeChoice(version: BarVersion): WizardStep {
  return hasTypeSettings(version) ? BAR_TYPE : RECAP;
}

/** Next from a step (after its fields validated). */
export function nextStep(step: WizardStep): WizardStep {
  return step === GENERAL_INFO ? BAR_TYPE : RECAP;
}

/** Back from a step: recap always returns to Bar Type, whatever the version. */
export function previousStep(step: WizardStep): WizardStep {
  return step === RECAP ? BAR_TYPE : GENERAL_INFO;
}
