import BlockIcon from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { i18next } from '../../lib/i18n/i18n';
import type { PagedTableColumn } from '../paged-table/paged-table';
import { formatAlcohol, formatIngredientPrice } from '@bar/domain';
import { ingredientInputs } from './ingredient-form-values';
import type { IngredientKindConfig, IngredientScope } from './ingredient-kinds';
import type { IngredientRecord } from './ingredient-record';

function ColorCell({ color }: { color?: string | null }) {
  if (!color) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: color }} />
      <code>{color}</code>
    </Box>
  );
}

/** The name; a disabled bar ingredient is greyed and says so (not by colour alone). */
function NameCell({ name, disabled, label }: { name: string; disabled: boolean; label: string }) {
  if (!disabled) return name;
  return (
    <Box component="span" data-disabled sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      {name}
      <Chip size="small" variant="outlined" icon={<BlockIcon />} label={label} sx={{ color: 'text.secondary' }} />
    </Box>
  );
}

/** How the list writes alcohol (1 decimal) and prices (2 decimals): in the language, prices in the bar's currency. */
export interface IngredientNumbers {
  alcohol(value: number): string;
  price(value: number): string;
}

const PLAIN_NUMBERS: IngredientNumbers = { alcohol: formatAlcohol, price: formatIngredientPrice };

/**
 * The list columns of a kind, from the same config as its form; headers in the language of `t`
 * (pass useTranslation's `t` so that the columns follow a change of language).
 */
export function ingredientColumns(
  config: IngredientKindConfig,
  scope: IngredientScope,
  t: TFunction<'common'> = i18next.getFixedT(null, 'common'),
  numbers: IngredientNumbers = PLAIN_NUMBERS,
): PagedTableColumn<IngredientRecord>[] {
  const inputs = ingredientInputs(config, scope, 'edit');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const name: PagedTableColumn<IngredientRecord> = { field: 'name', header: t('ingredientKit.name'), sortable: true, filter: { type: 'text' }, minWidth: 140 };
  if (inputs.barFlags) name.render = (row) => <NameCell name={row.name} disabled={row.disabled === true} label={t('ingredientKit.disabled')} />;
  const columns: PagedTableColumn<IngredientRecord>[] = [name];
  if (inputs.category) {
    columns.push({
      field: 'category',
      header: t('ingredientKit.category'),
      sortable: true,
      filter: config.categories.length > 1 ? { type: 'select', options: config.categories.map((c) => ({ value: c, label: c })) } : undefined,
    });
  }
  if (config.fields.subCategory) columns.push({ field: 'subCategory', header: t('ingredientKit.subCategory') });
  if (inputs.color) columns.push({ field: 'color', header: t('ingredientKit.color'), render: (row) => <ColorCell color={row.color} /> });
  if (inputs.alcoholPerc)
    columns.push({
      field: 'alcoholPerc',
      header: t('ingredientKit.alcoholPerc'),
      align: 'right',
      sortable: true,
      render: (row) => numbers.alcohol(row.alcoholPerc ?? 0),
    });
  if (inputs.infusionTime) columns.push({ field: 'infusionTime', header: t('ingredientKit.infusionTime'), align: 'right' });
  if (inputs.flavours)
    columns.push({ field: 'flavours', header: t('ingredientKit.flavours'), render: (row) => (row.flavours ?? []).map((f) => f.name).join(', ') });
  if (inputs.milk) {
    columns.push({ field: 'isHot', header: t('ingredientKit.hot'), render: (row) => yesNo(Boolean(row.isHot)) });
    columns.push({ field: 'pumpSpeed', header: t('ingredientKit.pumpSpeed'), align: 'right' });
  }
  if (inputs.price)
    columns.push({ field: 'price', header: t('ingredientKit.price'), align: 'right', sortable: true, render: (row) => numbers.price(row.price ?? 0) });
  if (inputs.barFlags) columns.push({ field: 'visible', header: t('ingredientKit.visible'), render: (row) => yesNo(row.visible !== false) });
  return columns;
}
