import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useFormat } from '../../../lib/format/use-format';
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
  const { t } = useTranslation('common');
  const { t: tGlobal } = useTranslation('global-ingredients');
  const format = useFormat();
  // the catalogue belongs to no bar: prices are plain amounts
  const columns = useMemo(
    () => ingredientColumns(config, 'global', t, { alcohol: (value) => format.number(value, 1), price: (value) => format.number(value, 2) }),
    [config, t, format],
  );
  const list = useListController({
    resource: globalIngredientsPath(kind),
    defaultPerPage: DEFAULT_PER_PAGE.ingredients,
    sortableFields: INGREDIENT_LIST_FIELDS,
    filterableFields: INGREDIENT_LIST_FIELDS,
    queryOptions: getGlobalIngredientsQueryOptions(kind),
  });
  return (
    <Box>
      <PagedTable
        label={tGlobal(`kinds.${kind}.list`)}
        controller={list}
        columns={columns}
        onRowClick={(row) => void navigate(paths.globalIngredient.href(kind, row.id))}
      />
      <AddFab onClick={() => setCreating(true)} label={tGlobal(`kinds.${kind}.add`)} />
      <IngredientFormDialog
        open={creating}
        title={tGlobal(`kinds.${kind}.create`)}
        config={config}
        scope="global"
        schema={globalIngredientSchemas[kind].create}
        flavourSource={globalFlavourSource}
        onClose={() => setCreating(false)}
        save={async (body) => {
          const created = await create.mutateAsync(body);
          notify.success(tGlobal(`kinds.${kind}.created`));
          setCreating(false);
          void navigate(paths.globalIngredient.href(kind, created.id));
        }}
      />
    </Box>
  );
}
