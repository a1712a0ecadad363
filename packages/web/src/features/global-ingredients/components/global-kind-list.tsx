import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { DEFAULT_PER_PAGE, globalIngredientSchemas, type GlobalIngredientKind } from '@bar/domain';
import { AddFab } from '../../../components/add-fab/add-fab';
import { ingredientColumns } from '../../../components/ingredient-kit/ingredient-columns';
import { IngredientFormDialog } from '../../../components/ingredient-kit/ingredient-form-dialog';
import { INGREDIENT_KIND_CONFIG } from '../../../components/ingredient-kit/ingredient-kinds';
import { INGREDIENT_LIST_FIELDS } from '../../../components/ingredient-kit/ingredient-list-fields';
import { useListController } from '../../../components/list/use-list-controller';
import { PagedTable } from '../../../components/paged-table/paged-table';
import { paths } from '../../../lib/paths';
import { useNotify } from '../../../lib/use-notify';
import { useCreateGlobalIngredient } from '../api/create-global-ingredient';
import { getGlobalIngredientsQueryOptions, globalIngredientsPath } from '../api/get-global-ingredients';
import { globalFlavourSource } from './global-flavour-source';

/** One catalogue tab: paged list, Add button, 'Create New X' dialog; a new item opens its page. */
export function GlobalKindList({ kind }: { kind: GlobalIngredientKind }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const config = INGREDIENT_KIND_CONFIG[kind];
  const [creating, setCreating] = useState(false);
  const create = useCreateGlobalIngredient(kind);
  const columns = useMemo(() => ingredientColumns(config, 'global'), [config]);
  const list = useListController({
    resource: globalIngredientsPath(kind),
    defaultPerPage: DEFAULT_PER_PAGE.ingredients,
    sortableFields: INGREDIENT_LIST_FIELDS,
    filterableFields: INGREDIENT_LIST_FIELDS,
    queryOptions: getGlobalIngredientsQueryOptions(kind),
  });
  return (
    <Box>
      <PagedTable label={`Global ${config.label} list`} controller={list} columns={columns} onRowClick={(row) => void navigate(paths.globalIngredient.href(kind, row.id))} />
      <AddFab onClick={() => setCreating(true)} label={`Add ${config.label}`} />
      <IngredientFormDialog
        open={creating}
        title={`Create New ${config.label}`}
        config={config}
        scope="global"
        schema={globalIngredientSchemas[kind].create}
        flavourSource={globalFlavourSource}
        onClose={() => setCreating(false)}
        save={async (body) => {
          const created = await create.mutateAsync(body);
          notify.success(`Global ${config.typeName} Saved!`);
          setCreating(false);
          void navigate(paths.globalIngredient.href(kind, created.id));
        }}
      />
    </Box>
  );
}
