import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DRINK_TYPES } from '@bar/domain';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { ProductionDrink } from '../api/get-production-drinks';
import { formatDateTime, formatPrice } from '../format';

export interface DrinkRowActions {
  acknowledge: boolean;
  /** ms1 bars name the robot that made each drink. */
  ms1: boolean;
  busyId: string | null;
  onAcknowledge: (drink: ProductionDrink) => void;
  onRemake: (drink: ProductionDrink) => void;
}

const TYPE_OPTIONS = DRINK_TYPES.map((type) => ({ value: type, label: type }));
const PRIORITY_OPTIONS = [
  { value: true, label: 'YES' },
  { value: false, label: 'NO' },
];
const ERROR_STATUS_OPTIONS = [
  { value: 'error', label: 'error' },
  { value: 'error_ack', label: 'error_ack' },
];

export const recipeName = (drink: ProductionDrink) => drink.recipe?.name || 'NO RECIPE NAME FOUND';

/** Columns of a production tab; the error tab adds the status and the bar's reason. */
export function drinkColumns({ acknowledge, ms1, busyId, onAcknowledge, onRemake }: DrinkRowActions): PagedTableColumn<ProductionDrink>[] {
  const columns: PagedTableColumn<ProductionDrink>[] = [
    { field: 'createdAt', header: 'Created At', sortable: true, render: (drink) => formatDateTime(drink.createdAt), minWidth: 130 },
    {
      field: 'recipe.name',
      header: 'Recipe',
      sortable: true,
      filter: { type: 'text' },
      minWidth: 140,
      // On the error tab the bar's reason goes under the recipe, where it is read with it.
      render: (drink) =>
        acknowledge && drink.error ? (
          <Box>
            {recipeName(drink)}
            <Typography variant="caption" color="text.secondary" component="div" sx={{ maxWidth: 260, whiteSpace: 'normal' }}>
              {drink.error}
            </Typography>
          </Box>
        ) : (
          recipeName(drink)
        ),
    },
    { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' }, render: (drink) => drink.name || '-' },
    { field: 'type', header: 'Type', sortable: true, filter: { type: 'select', options: TYPE_OPTIONS } },
    {
      field: 'recipe.price',
      header: 'Price',
      sortable: true,
      align: 'right',
      filter: { type: 'number' },
      render: (drink) => formatPrice(drink.recipe?.price),
    },
    {
      field: 'priority',
      header: 'Priority',
      sortable: true,
      filter: { type: 'select', options: PRIORITY_OPTIONS },
      render: (drink) => (drink.priority ? 'YES' : 'NO'),
    },
  ];
  if (ms1) columns.push({ field: 'robotSelection', header: 'Robot', render: (drink) => drink.robotSelection?.displayName ?? '-' });
  if (acknowledge) {
    columns.push({
        field: 'status',
        header: 'Status',
        sortable: true,
        filter: { type: 'select', options: ERROR_STATUS_OPTIONS },
        render: (drink) => <Chip size="small" label={drink.status} color={drink.status === 'error' ? 'error' : 'default'} variant="outlined" />,
      });
  }
  columns.push({
    field: 'actions',
    header: 'Actions',
    align: 'right',
    render: (drink) =>
      acknowledge ? (
        drink.status === 'error' ? (
          <Button size="small" variant="outlined" color="warning" disabled={busyId === drink.id} onClick={() => onAcknowledge(drink)}>
            Acknowledge
          </Button>
        ) : null
      ) : (
        <Button size="small" variant="outlined" disabled={busyId === drink.id} aria-label={`Remake ${recipeName(drink)}`} onClick={() => onRemake(drink)}>
          Remake
        </Button>
      ),
  });
  return columns;
}
