import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { barIngredientSchemas, DEFAULT_PER_PAGE, type BarIngredientKind } from '@bar/domain';
import { AddFab } from '../../../components/add-fab/add-fab';
import { findGlobalIngredients } from '../../../components/ingredient-kit/find-global-ingredients';
import { ingredientColumns } from '../../../components/ingredient-kit/ingredient-columns';
import { IngredientFormDialog } from '../../../components/ingredient-kit/ingredient-form-dialog';
import { INGREDIENT_KIND_CONFIG } from '../../../components/ingredient-kit/ingredient-kinds';
import { INGREDIENT_LIST_FIELDS } from '../../../components/ingredient-kit/ingredient-list-fields';
import { useListController } from '../../../components/list/use-list-controller';
import { PagedTable } from '../../../components/paged-table/paged-table';
import { paths } from '../../../lib/paths';
import { useNotify } from '../../../lib/use-notify';
import { useCreateIngredient } from '../api/create-ingredient';
import { barIngredientsPath, getIngredientsQueryOptions } from '../api/get-ingredients';
import { BAR_TAB_LABELS } from '../ingredient-tab-labels';
import { barFlavourSource } from './flavour-source';

export interface IngredientKindListProps {
  kind: BarIngredientKind;
  barId: string;
  /** ADMIN and above add ingredients; lower roles only read (SPEC §6). */
  canEdit: boolean;
}

/** One tab of /ingredients: the paged list of a kind, its Add button and create dialog. */
export function IngredientKindList({ kind, barId, canEdit }: IngredientKindListProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const config = INGREDIENT_KIND_CONFIG[kind];
  const [creating, setCreating] = useState(false);
  const create = useCreateIngredient(kind, barId);
  const columns = useMemo(() => ingredientColumns(config, 'bar'), [config]);
  const list = useListController({
    resource: barIngredientsPath(kind),
    defaultPerPage: DEFAULT_PER_PAGE.ingredients,
    sortableFields: INGREDIENT_LIST_FIELDS,
    filterableFields: INGREDIENT_LIST_FIELDS,
    queryOptions: getIngredientsQueryOptions(kind, barId),
  });
  return (
    <Box>
      <PagedTable label={BAR_TAB_LABELS[kind]} controller={list} columns={columns} onRowClick={(row) => void navigate(paths.ingredient.href(kind, row.id))} />
      {canEdit ? (
        <>
          <AddFab onClick={() => setCreating(true)} label={`Add ${config.label}`} />
          <IngredientFormDialog
            open={creating}
            title={`Create New ${config.label}`}
            config={config}
            scope="bar"
            schema={barIngredientSchemas[kind].create}
            globalLookup={{ fetch: (text, signal) => findGlobalIngredients(kind, barId, text, signal), queryKey: ['uging', barId, kind, 'byName'] }}
            flavourSource={barFlavourSource(kind, barId)}
            onClose={() => setCreating(false)}
            save={async (body) => {
              const created = await create.mutateAsync(body);
              notify.success(`${config.typeName} Saved!`);
              setCreating(false);
              void navigate(paths.ingredient.href(kind, created.id));
            }}
          />
        </>
      ) : null}
    </Box>
  );
}
