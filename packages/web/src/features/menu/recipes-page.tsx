import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, MAX_RECIPE_PARTS } from '@bar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import { AddFab } from '../../components/add-fab/add-fab';
import { PageTitle } from '../../components/page-title/page-title';
import { DetailLoadFailure } from '../../components/detail-load-failure/detail-load-failure';
import { paths } from '../../lib/paths';
import { useBarFormat } from '../../lib/format/use-format';
import { useSession } from '../../lib/session-context';
import { categoryQueryOptions } from './api/get-category';
import { recipesQueryOptions } from './api/get-recipes';
import type { RecipeRow } from './api/menu-types';
import { useSortMenu } from './api/sort-menu';
import { OrderDrinkDialog } from './components/order-drink-dialog';
import { RecipeForecastNote } from './components/recipe-forecast-note';
import { barForecastQuery } from '../../components/forecast/bar-forecast-query';
import { RecipeDialog } from './components/recipe-dialog';
import { UnavailableReasons } from './components/unavailable-reasons';
import { reorderKey, ReorderCell, ReorderHint } from './components/reorder-buttons';
import { SortableRow, SortableTableBody } from './components/sortable-rows';
import { useLiveMenuRefresh } from './components/use-live-menu-refresh';
import { useReorder } from './components/use-reorder';
import { useConfirmDelete } from './components/use-confirm-delete';
import { WIDE_ONLY } from './components/wide-only';

/** /drinks/{categoryId}: the category's recipes; row click opens Update Recipe. */
export function RecipesView({ barId, categoryId, canManage, canOrder }: { barId: string; categoryId: string; canManage: boolean; canOrder: boolean }) {
  const { t } = useTranslation('menu');
  const format = useBarFormat();
  // Their failures are shown once, below, instead of one notification each.
  const category = useQuery({ ...categoryQueryOptions(barId, categoryId), meta: { notifyError: false } });
  const recipes = useQuery({ ...recipesQueryOptions(barId, categoryId), meta: { notifyError: false } });
  const sort = useSortMenu(barId, 'recipes');
  const { rows, move } = useReorder(recipes.data?.data, (changes) => sort.mutateAsync(changes));
  const confirmDelete = useConfirmDelete(barId, 'recipes');
  useLiveMenuRefresh(barId);
  const [editing, setEditing] = useState<RecipeRow | null | undefined>(undefined);
  const [ordering, setOrdering] = useState<RecipeRow | null>(null);
  // recipes that run out before closing, substitutes for those that cannot be made (quietly absent on failure)
  const forecast = useQuery({ ...barForecastQuery(barId), meta: { notifyError: false } }).data;
  const forecastOf = (id: string) => forecast?.recipes.find((r) => r.recipeId === id);
  // the dialog follows the row, so a recipe that runs out while it is open cannot be ordered
  const orderingNow = ordering ? (rows.find((r) => r.id === ordering.id) ?? ordering) : null;
  const askDelete = (recipe: RecipeRow) =>
    confirmDelete.ask(recipe.id, {
      title: t('recipes.confirmDelete.title'),
      message: t('recipes.confirmDelete.text', { name: recipe.name }),
      deleted: t('recipes.toasts.deleted'),
      failed: t('recipes.toasts.deleteError'),
    });
  const isCoffee = category.data?.isCoffee ?? false;
  const name = category.data?.name ?? t('title');
  const failure = category.error ?? recipes.error;
  if (failure) return <DetailLoadFailure error={failure} listHref={paths.drinkCategories.href()} />;

  return (
    <Box>
      <PageTitle
        title={name}
        breadcrumbs={[
          { label: t('title'), to: paths.drinkCategories.href() },
          { label: name, to: paths.drinkCategory.href(categoryId) },
        ]}
      />
      <TableContainer component={Paper}>
        <Table size="small" aria-label={t('recipes.tableLabel')}>
          <TableHead>
            <TableRow>
              {canManage ? <TableCell sx={{ width: 132 }}>{t('columns.order')}</TableCell> : null}
              <TableCell>{t('columns.name')}</TableCell>
              <TableCell align="right">{t('columns.price')}</TableCell>
              <TableCell>{t('columns.availability')}</TableCell>
              <TableCell>{t('columns.ingredients')}</TableCell>
              {isCoffee ? <TableCell>{t('columns.coffeeCategory')}</TableCell> : null}
              <TableCell sx={WIDE_ONLY}>{t('columns.cup')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('columns.parts')}</TableCell>
              <TableCell align="right">{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <SortableTableBody ids={rows.map((r) => r.id)} onMove={move} nameOf={(id) => rows.find((r) => r.id === id)?.name ?? ''}>
            {rows.map((recipe, index) => (
              <SortableRow
                key={recipe.id}
                id={recipe.id}
                disabled={!canManage || sort.isPending}
                hover
                tabIndex={0}
                sx={{ cursor: canManage ? 'pointer' : 'default' }}
                onClick={() => canManage && setEditing(recipe)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && canManage) setEditing(recipe);
                  else if (canManage) reorderKey(e, index, rows.length, move);
                }}
              >
                {canManage ? <ReorderCell name={recipe.name} index={index} count={rows.length} disabled={sort.isPending} onMove={move} /> : null}
                <TableCell>{recipe.name}</TableCell>
                <TableCell align="right">{format.price(recipe.effectivePrice)}</TableCell>
                <TableCell>
                  {recipe.valid ? (
                    <CheckCircleIcon color="success" aria-label={t('recipes.available')} fontSize="small" />
                  ) : (
                    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', color: 'error.main' }}>
                      <CancelIcon color="error" aria-label={t('recipes.notAvailable')} fontSize="small" />
                      <UnavailableReasons reasons={recipe.unavailableReasons} />
                    </Box>
                  )}
                  <RecipeForecastNote forecast={forecastOf(recipe.id)} timeZone={forecast?.timeZone} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{recipe.ingredients.map((i) => `${i.ingredientName} ×${i.quantity}`).join(', ') || '-'}</Typography>
                </TableCell>
                {isCoffee ? <TableCell>{recipe.coffeeType ?? '-'}</TableCell> : null}
                <TableCell sx={WIDE_ONLY}>{recipe.cup || '-'}</TableCell>
                <TableCell sx={WIDE_ONLY}>
                  {recipe.parts}/{MAX_RECIPE_PARTS}
                </TableCell>
                <TableCell align="right" onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
                  {canOrder ? (
                    <Button size="small" variant="outlined" onClick={() => setOrdering(recipe)}>
                      {t('recipes.orderIt')}
                    </Button>
                  ) : null}
                  {canManage ? (
                    <IconButton size="small" aria-label={t('actions.delete', { name: recipe.name })} onClick={() => askDelete(recipe)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                </TableCell>
              </SortableRow>
            ))}
            {recipes.isSuccess && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={9} align="center" sx={{ py: 4 }}>
                  {t('recipes.empty')}
                </TableCell>
              </TableRow>
            ) : null}
          </SortableTableBody>
        </Table>
      </TableContainer>
      {canManage ? <ReorderHint /> : null}
      {canManage ? <AddFab onClick={() => setEditing(null)} /> : null}
      <RecipeDialog
        barId={barId}
        categoryId={categoryId}
        isCoffee={isCoffee}
        open={editing !== undefined}
        recipe={editing}
        onClose={() => setEditing(undefined)}
      />
      <OrderDrinkDialog
        barId={barId}
        recipe={orderingNow}
        forecast={orderingNow ? forecastOf(orderingNow.id) : undefined}
        timeZone={forecast?.timeZone}
        onPick={(id) => setOrdering(rows.find((r) => r.id === id) ?? null)}
        onClose={() => setOrdering(null)}
      />
      {confirmDelete.dialog}
    </Box>
  );
}

export default function RecipesPage() {
  const { selectedBarId, role } = useSession();
  const { categoryId = '' } = useParams();
  return selectedBarId ? (
    <RecipesView key={categoryId} barId={selectedBarId} categoryId={categoryId} canManage={can(role, 'manageBar')} canOrder={can(role, 'operateQueue')} />
  ) : null;
}
