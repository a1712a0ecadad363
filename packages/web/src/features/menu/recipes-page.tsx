import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
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
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session-context';
import { categoryQueryOptions } from './api/get-category';
import { recipesQueryOptions } from './api/get-recipes';
import { useDeleteMenuItem } from './api/delete-menu-item';
import type { RecipeRow } from './api/menu-types';
import { useSortMenu } from './api/sort-menu';
import { ConfirmDialog } from './components/confirm-dialog';
import { OrderDrinkDialog } from './components/order-drink-dialog';
import { RecipeDialog } from './components/recipe-dialog';
import { UnavailableReasons } from './components/unavailable-reasons';
import { reorderKey, ReorderCell, ReorderHint } from './components/reorder-buttons';
import { SortableRow, SortableTableBody } from './components/sortable-rows';
import { useLiveMenuRefresh } from './components/use-live-menu-refresh';
import { useReorder } from './components/use-reorder';

/** /drinks/{categoryId}: the category's recipes; row click opens Update Recipe. */
export function RecipesView({ barId, categoryId, canManage, canOrder }: { barId: string; categoryId: string; canManage: boolean; canOrder: boolean }) {
  // Their failures are shown once, below, instead of one notification each.
  const category = useQuery({ ...categoryQueryOptions(barId, categoryId), meta: { notifyError: false } });
  const recipes = useQuery({ ...recipesQueryOptions(barId, categoryId), meta: { notifyError: false } });
  const sort = useSortMenu(barId, 'recipes');
  const { rows, move } = useReorder(recipes.data?.data, (changes) => sort.mutateAsync(changes));
  const remove = useDeleteMenuItem(barId, 'recipes');
  useLiveMenuRefresh(barId);
  const [editing, setEditing] = useState<RecipeRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<RecipeRow | null>(null);
  const [ordering, setOrdering] = useState<RecipeRow | null>(null);
  // the dialog follows the row, so a recipe that runs out while it is open cannot be ordered
  const orderingNow = ordering ? (rows.find((r) => r.id === ordering.id) ?? ordering) : null;
  const isCoffee = category.data?.isCoffee ?? false;
  const name = category.data?.name ?? 'Menu';
  const failure = category.error ?? recipes.error;
  if (failure) return <DetailLoadFailure error={failure} listHref={paths.drinkCategories.href()} />;

  return (
    <Box>
      <PageTitle title={name} breadcrumbs={[{ label: 'Menu', to: paths.drinkCategories.href() }, { label: name, to: paths.drinkCategory.href(categoryId) }]} />
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Recipes">
          <TableHead>
            <TableRow>
              {canManage ? <TableCell sx={{ width: 132 }}>Order</TableCell> : null}
              <TableCell>Name</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell>Ingredients Avaliability</TableCell>
              <TableCell>Ingredients List</TableCell>
              {isCoffee ? <TableCell>Coffee Category</TableCell> : null}
              <TableCell>Cup Type</TableCell>
              <TableCell>Parts</TableCell>
              <TableCell align="right">Actions</TableCell>
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
                <TableCell align="right">{recipe.effectivePrice.toFixed(2)}</TableCell>
                <TableCell>
                  {recipe.valid ? (
                    <CheckCircleIcon color="success" aria-label="Available" fontSize="small" />
                  ) : (
                    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', color: 'error.main' }}>
                      <CancelIcon color="error" aria-label="Not available" fontSize="small" />
                      <UnavailableReasons reasons={recipe.unavailableReasons} />
                    </Box>
                  )}
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{recipe.ingredients.map((i) => `${i.ingredientName} ×${i.quantity}`).join(', ') || '-'}</Typography>
                </TableCell>
                {isCoffee ? <TableCell>{recipe.coffeeType ?? '-'}</TableCell> : null}
                <TableCell>{recipe.cup || '-'}</TableCell>
                <TableCell>
                  {recipe.parts}/{MAX_RECIPE_PARTS}
                </TableCell>
                <TableCell align="right" onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
                  {canOrder ? (
                    <Button size="small" variant="outlined" onClick={() => setOrdering(recipe)}>
                      Order it!
                    </Button>
                  ) : null}
                  {canManage ? (
                    <IconButton size="small" aria-label={`Delete ${recipe.name}`} onClick={() => setDeleting(recipe)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                </TableCell>
              </SortableRow>
            ))}
            {recipes.isSuccess && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={9} align="center" sx={{ py: 4 }}>
                  Click on the "Add" button below to add your first recipe
                </TableCell>
              </TableRow>
            ) : null}
          </SortableTableBody>
        </Table>
      </TableContainer>
      {canManage ? <ReorderHint /> : null}
      {canManage ? <AddFab label="Add" onClick={() => setEditing(null)} /> : null}
      <RecipeDialog barId={barId} categoryId={categoryId} isCoffee={isCoffee} open={editing !== undefined} recipe={editing} onClose={() => setEditing(undefined)} />
      <OrderDrinkDialog barId={barId} recipe={orderingNow} onClose={() => setOrdering(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Recipe"
        text={deleting ? `Delete ${deleting.name} from the menu?` : ''}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(deleting!.id);
            notifySuccess('Recipe deleted!');
            setDeleting(null);
          } catch (error) {
            notifyError(error, 'Error in Recipe delete!');
          }
        }}
      />
    </Box>
  );
}

export default function RecipesPage() {
  const { selectedBarId, role } = useSession();
  const { categoryId = '' } = useParams();
  return selectedBarId ? <RecipesView key={categoryId} barId={selectedBarId} categoryId={categoryId} canManage={can(role, 'manageBar')} canOrder={can(role, 'operateQueue')} /> : null;
}
