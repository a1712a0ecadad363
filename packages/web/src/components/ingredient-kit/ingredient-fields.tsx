import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { MILK_SPEED_HINT, MILK_SPEED_MAX } from '@bar/domain';
import { useTranslation } from 'react-i18next';
import { FormCheckboxField } from '../form-fields/form-checkbox-field';
import { FormSelectField } from '../form-dialog/form-select-field';
import { FormTextField } from '../form-dialog/form-text-field';
import { ColorField } from './color-field';
import { DecimalField } from './decimal-field';
import { FlavoursField, type FlavourSource } from './flavours-field';
import { GlobalNameField } from './global-name-field';
import { ingredientInputs, type IngredientFormMode } from './ingredient-form-values';
import type { IngredientKindConfig, IngredientScope } from './ingredient-kinds';
import type { IngredientRecord } from './ingredient-record';

export interface IngredientFieldsProps {
  config: IngredientKindConfig;
  scope: IngredientScope;
  mode: IngredientFormMode;
  readOnly?: boolean;
  /** Catalogue search that fills a new bar ingredient (SPEC §5); without it the name is plain text. */
  globalLookup?: { fetch: (text: string, signal: AbortSignal) => Promise<IngredientRecord[]>; queryKey: readonly unknown[] };
  flavourSource?: FlavourSource;
  autoFocus?: boolean;
}

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 } as const;

/** The inputs of one ingredient kind, chosen by its config (SPEC §3, §5). */
export function IngredientFields({ config, scope, mode, readOnly, globalLookup, flavourSource, autoFocus }: IngredientFieldsProps) {
  const { t } = useTranslation();
  const inputs = ingredientInputs(config, scope, mode);
  const options = config.categories.map((category) => ({ value: category, label: category }));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={grid}>
        {globalLookup && !readOnly ? (
          <GlobalNameField fetchGlobal={globalLookup.fetch} queryKey={globalLookup.queryKey} autoFocus={autoFocus} />
        ) : (
          <FormTextField name="name" label={t('ingredientKit.name')} required fullWidth disabled={readOnly} autoFocus={autoFocus} />
        )}
        {inputs.category ? (
          <FormSelectField name="category" label={t('ingredientKit.category')} options={options} required fullWidth disabled={readOnly} />
        ) : null}
        {inputs.subCategory ? (
          <FormTextField name="subCategory" label={t('ingredientKit.subCategory')} required={inputs.subCategoryRequired} fullWidth disabled={readOnly} />
        ) : null}
        {inputs.color ? <ColorField disabled={readOnly} /> : null}
        {inputs.alcoholPerc ? (
          <DecimalField name="alcoholPerc" label={t('ingredientKit.alcoholPerc')} decimals={1} min={0} max={100} disabled={readOnly} />
        ) : null}
        {inputs.price ? <DecimalField name="price" label={t('ingredientKit.price')} decimals={2} min={0} disabled={readOnly} /> : null}
        {inputs.infusionTime ? (
          <FormTextField
            name="infusionTime"
            label={t('ingredientKit.infusionTime')}
            type="number"
            required
            step={1}
            fullWidth
            disabled={readOnly}
            slotProps={{ htmlInput: { min: 0 } }}
          />
        ) : null}
        {inputs.milk ? (
          <>
            <FormTextField
              name="foamAirSpeed"
              label={t('ingredientKit.foamAirSpeed')}
              type="number"
              step={1}
              helperText={MILK_SPEED_HINT}
              fullWidth
              disabled={readOnly}
              slotProps={{ htmlInput: { min: 0, max: MILK_SPEED_MAX } }}
            />
            <FormTextField
              name="pumpSpeed"
              label={t('ingredientKit.pumpSpeed')}
              type="number"
              step={1}
              helperText={MILK_SPEED_HINT}
              fullWidth
              disabled={readOnly}
              slotProps={{ htmlInput: { min: 0, max: MILK_SPEED_MAX } }}
            />
          </>
        ) : null}
      </Box>
      {inputs.isVegan || inputs.milk || inputs.barFlags ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          {inputs.isVegan ? <FormCheckboxField name="isVegan" label={t('ingredientKit.vegan')} disabled={readOnly} /> : null}
          {inputs.milk ? <FormCheckboxField name="isHot" label={t('ingredientKit.hot')} disabled={readOnly} /> : null}
          {inputs.barFlags ? (
            <>
              <FormCheckboxField name="visible" label={t('ingredientKit.visible')} disabled={readOnly} />
              <FormCheckboxField name="disabled" label={t('ingredientKit.disabled')} disabled={readOnly} />
            </>
          ) : null}
        </Box>
      ) : null}
      {inputs.flavours && flavourSource ? (
        <>
          <Divider />
          <FlavoursField source={flavourSource} readOnly={readOnly} />
        </>
      ) : null}
    </Box>
  );
}
