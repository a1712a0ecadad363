import { describe, expect, it } from 'vitest';
import { BAR_TYPE, GENERAL_INFO, RECAP, hasTypeSettings, nextStep, previousStep, stepAfterTypeChoice } from './wizard-steps';

describe('bar creation wizard steps', () => {
  it('sends veloce straight to the recap and keeps the other versions on Bar Type for their settings', () => {
    expect(stepAfterTypeChoice('veloce')).toBe(RECAP);
    expect(stepAfterTypeChoice('ms3.1')).toBe(BAR_TYPE);
    expect(stepAfterTypeChoice('compatto')).toBe(BAR_TYPE);
    expect(stepAfterTypeChoice('ms1')).toBe(BAR_TYPE);
    expect(hasTypeSettings(undefined)).toBe(false);
  });

  it('goes forward General Info → Bar Type → Recap and back from the recap to Bar Type', () => {
    expect(nextStep(GENERAL_INFO)).toBe(BAR_TYPE);
    expect(nextStep(BAR_TYPE)).toBe(RECAP);
    expect(previousStep(RECAP)).toBe(BAR_TYPE);
    expect(previousStep(BAR_TYPE)).toBe(GENERAL_INFO);
  });
});
