import FormGroup from '@mui/material/FormGroup';
import { VIZ_THEMES, can, type EffectiveRole } from '@bar/domain';
import { FormSelectField } from '../form-dialog/form-select-field';
import { FormCheckboxField } from '../form-fields/form-checkbox-field';
import { FieldGrid, Section } from './section';

const THEME_OPTIONS = VIZ_THEMES.map((theme) => ({ value: theme, label: theme[0].toUpperCase() + theme.slice(1) }));

/** Open/closed and the viz theme; hidden, blocked and drink builder for SUPERADMIN only (SPEC §2). */
export function BarStateTab({ role }: { role: EffectiveRole }) {
  return (
    <Section title="State">
      <FieldGrid>
        <FormGroup>
          <FormCheckboxField name="open" label="Open" />
          {can(role, 'administer') ? (
            <>
              <FormCheckboxField name="hidden" label="Hidden from app" />
              <FormCheckboxField name="blocked" label="Blocked from administration" />
              <FormCheckboxField name="enableDrinkBuilder" label="Drink builder enabled" />
            </>
          ) : null}
        </FormGroup>
        <FormSelectField name="theme" label="Viz Theme" options={THEME_OPTIONS} fullWidth />
      </FieldGrid>
    </Section>
  );
}
