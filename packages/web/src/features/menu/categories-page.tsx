import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@bar/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { AddFab } from '../../components/add-fab/add-fab';
import { PageTitle } from '../../components/page-title/page-title';
import { paths } from '../../lib/paths';
import { useBarFormat } from '../../lib/format/use-format';
import { useSession } from '../../lib/session-context';
import { categoriesQueryOptions } from './api/get-categories';
import type { CategoryRow } from './api/menu-types';
import { useSortMenu } from './api/sort-menu';
import { CategoryDialog } from './components/category-dialog';
import { reorderKey, ReorderCell, ReorderHint } from './components/reorder-buttons';
import { SortableRow, SortableTableBody } from './components/sortable-rows';
import { useConfirmDelete } from './components/use-confirm-delete';
import { useReorder } from './components/use-reorder';
import { WIDE_ONLY } from './components/wide-only';

type SortField = 'order' | 'name' | 'price';

/** /drinks: the bar's recipe categories in menu order; reordered by drag, the arrows or Alt+Arrow keys. */
export function CategoriesView({ barId, canManage }: { barId: string; canManage: boolean }) {
  const { t } = useTranslation('menu');
  const format = useBarFormat();
  const navigate = useNavigate();
  const query = useQuery(categoriesQueryOptions(barId));
  const sort = useSortMenu(barId, 'categories');
  const { rows, move } = useReorder(query.data?.data, (changes) => sort.mutateAsync(changes));
  const confirmDelete = useConfirmDelete(barId, 'categories');
  const [editing, setEditing] = useState<CategoryRow | null | undefined>(undefined);
  const [sortBy, setSortBy] = useState<{ field: SortField; dir: 1 | -1 }>({ field: 'order', dir: 1 });
  // Moving rows only makes sense in menu order.
  const inMenuOrder = sortBy.field === 'order' && sortBy.dir === 1;
  const shown = inMenuOrder
    ? rows
    : [...rows].sort((a, b) => (a[sortBy.field] < b[sortBy.field] ? -1 : a[sortBy.field] > b[sortBy.field] ? 1 : 0) * sortBy.dir);
  const header = (field: SortField, label: string) => (
    <TableSortLabel
      active={sortBy.field === field}
      direction={sortBy.field === field && sortBy.dir === -1 ? 'desc' : 'asc'}
      onClick={() => setSortBy((s) => ({ field, dir: s.field === field ? (-s.dir as 1 | -1) : 1 }))}
    >
      {label}
    </TableSortLabel>
  );
  const headers = { order: header('order', t('columns.order')), name: header('name', t('columns.name')), price: header('price', t('columns.price')) };
  const askDelete = (category: CategoryRow) =>
    confirmDelete.ask(category.id, {
      title: t('categories.confirmDelete.title'),
      message: t('categories.confirmDelete.text', { name: category.name, count: category.recipeCount ?? 0 }),
      deleted: t('categories.toasts.deleted'),
      failed: t('categories.toasts.deleteError'),
    });

  return (
    <Box>
      <PageTitle title={t('title')} breadcrumbs={[{ label: t('title'), to: paths.drinkCategories.href() }]} />
      <TableContainer component={Paper}>
        <Table size="small" aria-label={t('categories.tableLabel')}>
          <TableHead>
            <TableRow>
              {canManage ? <TableCell sx={{ width: 132 }}>{headers.order}</TableCell> : null}
              <TableCell>{headers.name}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('columns.color')}</TableCell>
              <TableCell align="right">{headers.price}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('columns.coffee')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
              <TableCell align="right">{t('columns.recipes')}</TableCell>
              {canManage ? <TableCell align="right">{t('columns.actions')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <SortableTableBody ids={shown.map((c) => c.id)} onMove={move} nameOf={(id) => rows.find((c) => c.id === id)?.name ?? ''}>
            {shown.map((category, index) => (
              <SortableRow
                key={category.id}
                id={category.id}
                disabled={!canManage || !inMenuOrder || sort.isPending}
                hover
                tabIndex={0}
                sx={{ cursor: 'pointer' }}
                onClick={() => void navigate(paths.drinkCategory.href(category.id))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') void navigate(paths.drinkCategory.href(category.id));
                  else if (canManage && inMenuOrder) reorderKey(e, index, shown.length, move);
                }}
              >
                {canManage ? (
                  <ReorderCell name={category.name} index={index} count={shown.length} disabled={!inMenuOrder || sort.isPending} onMove={move} />
                ) : null}
                <TableCell sx={category.enabled ? undefined : { color: 'text.secondary' }}>{category.name}</TableCell>
                <TableCell sx={WIDE_ONLY}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box sx={{ width: 18, height: 18, borderRadius: 0.5, bgcolor: category.color, border: 1, borderColor: 'divider' }} />
                    <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                      {category.color}
                    </Typography>
                  </Box>
                </TableCell>
                <TableCell align="right">{format.price(category.price)}</TableCell>
                <TableCell sx={WIDE_ONLY}>{category.isCoffee ? t('categories.yes') : t('categories.no')}</TableCell>
                <TableCell>
                  {category.enabled ? t('categories.enabled') : <Chip label={t('categories.disabled')} size="small" color="warning" variant="outlined" />}
                </TableCell>
                <TableCell align="right">{category.recipeCount ?? 0}</TableCell>
                {canManage ? (
                  <TableCell align="right" onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton size="small" aria-label={t('actions.edit', { name: category.name })} onClick={() => setEditing(category)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t('actions.delete', { name: category.name })} onClick={() => askDelete(category)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                ) : null}
              </SortableRow>
            ))}
            {query.isSuccess && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8} align="center" sx={{ py: 4 }}>
                  {t('categories.empty')}
                </TableCell>
              </TableRow>
            ) : null}
          </SortableTableBody>
        </Table>
      </TableContainer>
      {canManage ? <ReorderHint /> : null}
      {canManage ? <AddFab onClick={() => setEditing(null)} /> : null}
      <CategoryDialog barId={barId} open={editing !== undefined} category={editing} onClose={() => setEditing(undefined)} />
      {confirmDelete.dialog}
    </Box>
  );
}

export default function CategoriesPage() {
  const { selectedBarId, role } = useSession();
  return selectedBarId ? <CategoriesView barId={selectedBarId} canManage={can(role, 'manageBar')} /> : null;
}
