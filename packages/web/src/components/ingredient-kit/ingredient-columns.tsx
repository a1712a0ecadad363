import Box from '@mui/material/Box';
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

/** The list columns of a kind, from the same config as its form. */
export function ingredientColumns(config: IngredientKindConfig, scope: IngredientScope): PagedTableColumn<IngredientRecord>[] {
  const inputs = ingredientInputs(config, scope, 'edit');
  const columns: PagedTableColumn<IngredientRecord>[] = [{ field: 'name', header: 'Name', sortable: true, filter: { type: 'text' }, minWidth: 140 }];
  if (inputs.category) {
    columns.push({
      field: 'category',
      header: 'Category',
      sortable: true,
      filter: config.categories.length > 1 ? { type: 'select', options: config.categories.map((c) => ({ value: c, label: c })) } : undefined,
    });
  }
  if (config.fields.subCategory) columns.push({ field: 'subCategory', header: 'Sub Category' });
  if (inputs.color) columns.push({ field: 'color', header: 'Color', render: (row) => <ColorCell color={row.color} /> });
  if (inputs.alcoholPerc) columns.push({ field: 'alcoholPerc', header: 'Alcohol %', align: 'right', sortable: true, render: (row) => formatAlcohol(row.alcoholPerc) });
  if (inputs.infusionTime) columns.push({ field: 'infusionTime', header: 'Infusion Time', align: 'right' });
  if (inputs.flavours) columns.push({ field: 'flavours', header: 'Flavours', render: (row) => (row.flavours ?? []).map((f) => f.name).join(', ') });
  if (inputs.milk) {
    columns.push({ field: 'isHot', header: 'Hot', render: (row) => (row.isHot ? 'Yes' : 'No') });
    columns.push({ field: 'pumpSpeed', header: 'Pump Speed', align: 'right' });
  }
  if (inputs.price) columns.push({ field: 'price', header: 'Price', align: 'right', sortable: true, render: (row) => formatIngredientPrice(row.price) });
  if (inputs.barFlags) columns.push({ field: 'visible', header: 'Visible', render: (row) => (row.visible === false ? 'No' : 'Yes') });
  return columns;
}
