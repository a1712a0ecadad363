import FormGroup from '@mui/material/FormGroup';
import { useTranslation } from 'react-i18next';
import { VIZ_THEMES, can, type EffectiveRole } from '@bar/domain';
import { FormSelectField } from '../form-dialog/form-select-field';
import { FormCheckboxField } from '../form-fields/form-checkbox-field';
import { FieldGrid, Section } from './section';

/** Open/closed and the viz theme; hidden, blocked and drink builder for SUPERADMIN only (SPEC §2). */
export function BarStateTab({ role }: { role: EffectiveRole }) {
  const { t } = useTranslation();
  const themeOptions = VIZ_THEMES.map((theme) => ({ value: theme, label: t(`barSettings.state.themes.${theme}`) }));
  return (
    <Section title={t('barSettings.state.title')}>
      <FieldGrid>
        <FormGroup>
          <FormCheckboxField name="open" label={t('barSettings.state.open')} />
          {can(role, 'administer') ? (
            <>
              <FormCheckboxField name="hidden" label={t('barSettings.state.hidden')} />
              <FormCheckboxField name="blocked" label={t('barSettings.state.blocked')} />
              <FormCheckboxField name="enableDrinkBuilder" label={t('barSettings.state.drinkBuilder')} />
            </>
          ) : null}
        </FormGroup>
        <FormSelectField name="theme" label={t('barSettings.state.vizTheme')} options={themeOptions} fullWidth />
      </FieldGrid>
    </Section>
  );
}
