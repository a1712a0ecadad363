import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { DRINK_TYPES } from '@bar/domain';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { ProductionDrink } from '../api/get-production-drinks';
import type { BarFormat } from '../../../lib/format/use-format';

export interface DrinkRowActions {
  t: TFunction<'production'>;
  format: BarFormat;
  acknowledge: boolean;
  /** ms1 bars name the robot that made each drink. */
  ms1: boolean;
  busyId: string | null;
  onAcknowledge: (drink: ProductionDrink) => void;
  onRemake: (drink: ProductionDrink) => void;
}

const ERROR_STATUSES = ['error', 'error_ack'] as const;
const isKnown = <V extends string>(values: readonly V[], value: string): value is V => (values as readonly string[]).includes(value);

export const recipeName = (t: TFunction<'production'>, drink: ProductionDrink) => drink.recipe?.name || t('noRecipeName');

/** Columns of a production tab; the error tab adds the status and the bar's reason. */
export function drinkColumns({ t, format, acknowledge, ms1, busyId, onAcknowledge, onRemake }: DrinkRowActions): PagedTableColumn<ProductionDrink>[] {
  const typeLabel = (type: string) => (isKnown(DRINK_TYPES, type) ? t(`types.${type}`) : type);
  const statusLabel = (status: string) => (isKnown(ERROR_STATUSES, status) ? t(`statuses.${status}`) : status);
  const priorityLabel = (priority: boolean) => (priority ? t('priority.yes') : t('priority.no'));
  const columns: PagedTableColumn<ProductionDrink>[] = [
    { field: 'createdAt', header: t('columns.createdAt'), sortable: true, render: (drink) => format.dateTime(drink.createdAt), minWidth: 130 },
    {
      field: 'recipe.name',
      header: t('columns.recipe'),
      sortable: true,
      filter: { type: 'text' },
      minWidth: 140,
      // On the error tab the bar's reason goes under the recipe, where it is read with it.
      render: (drink) =>
        acknowledge && drink.error ? (
          <Box>
            {recipeName(t, drink)}
            <Typography variant="caption" color="text.secondary" component="div" sx={{ maxWidth: 260, whiteSpace: 'normal' }}>
              {drink.error}
            </Typography>
          </Box>
        ) : (
          recipeName(t, drink)
        ),
    },
    { field: 'name', header: t('columns.name'), sortable: true, filter: { type: 'text' }, render: (drink) => drink.name || '-' },
    {
      field: 'type',
      header: t('columns.type'),
      sortable: true,
      filter: { type: 'select', options: DRINK_TYPES.map((type) => ({ value: type, label: typeLabel(type) })) },
      render: (drink) => typeLabel(drink.type),
    },
    {
      field: 'recipe.price',
      header: t('columns.price'),
      sortable: true,
      align: 'right',
      filter: { type: 'number' },
      render: (drink) => format.price(drink.recipe?.price),
    },
    {
      field: 'priority',
      header: t('columns.priority'),
      sortable: true,
      filter: { type: 'select', options: [true, false].map((value) => ({ value, label: priorityLabel(value) })) },
      render: (drink) => priorityLabel(drink.priority),
    },
  ];
  if (ms1) columns.push({ field: 'robotSelection', header: t('columns.robot'), render: (drink) => drink.robotSelection?.displayName ?? '-' });
  if (acknowledge) {
    columns.push({
      field: 'status',
      header: t('columns.status'),
      sortable: true,
      filter: { type: 'select', options: ERROR_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })) },
      render: (drink) => <Chip size="small" label={statusLabel(drink.status)} color={drink.status === 'error' ? 'error' : 'default'} variant="outlined" />,
    });
  }
  columns.push({
    field: 'actions',
    header: t('columns.actions'),
    priority: 1,
    align: 'right',
    render: (drink) =>
      acknowledge ? (
        drink.status === 'error' ? (
          <Button size="small" variant="outlined" color="warning" disabled={busyId === drink.id} onClick={() => onAcknowledge(drink)}>
            {t('actions.acknowledge')}
          </Button>
        ) : null
      ) : (
        <Button
          size="small"
          variant="outlined"
          disabled={busyId === drink.id}
          aria-label={t('actions.remakeRecipe', { recipe: recipeName(t, drink) })}
          onClick={() => onRemake(drink)}
        >
          {t('actions.remake')}
        </Button>
      ),
  });
  return columns;
}
