import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useBarFormat } from '../../../lib/format/use-format';
import { paths } from '../../../lib/paths';
import { useNotify } from '../../../lib/use-notify';
import { useCreateIngredient } from '../api/create-ingredient';
import { barIngredientsPath, getIngredientsQueryOptions } from '../api/get-ingredients';
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
  const { t } = useTranslation('common');
  const { t: tIngredients } = useTranslation('ingredients');
  const format = useBarFormat();
  const columns = useMemo(
    () => ingredientColumns(config, 'bar', t, { alcohol: (value) => format.number(value, 1), price: (value) => format.price(value) }),
    [config, t, format],
  );
  const list = useListController({
    resource: barIngredientsPath(kind),
    defaultPerPage: DEFAULT_PER_PAGE.ingredients,
    sortableFields: INGREDIENT_LIST_FIELDS,
    filterableFields: INGREDIENT_LIST_FIELDS,
    queryOptions: getIngredientsQueryOptions(kind, barId),
  });
  return (
    <Box>
      <PagedTable
        label={tIngredients(`tabs.${kind}`)}
        controller={list}
        columns={columns}
        onRowClick={(row) => void navigate(paths.ingredient.href(kind, row.id))}
      />
      {canEdit ? (
        <>
          <AddFab onClick={() => setCreating(true)} label={tIngredients(`kinds.${kind}.add`)} />
          <IngredientFormDialog
            open={creating}
            title={tIngredients(`kinds.${kind}.create`)}
            config={config}
            scope="bar"
            schema={barIngredientSchemas[kind].create}
            globalLookup={{ fetch: (text, signal) => findGlobalIngredients(kind, barId, text, signal), queryKey: ['uging', barId, kind, 'byName'] }}
            flavourSource={barFlavourSource(kind, barId)}
            onClose={() => setCreating(false)}
            save={async (body) => {
              const created = await create.mutateAsync(body);
              notify.success(tIngredients(`kinds.${kind}.saved`));
              setCreating(false);
              void navigate(paths.ingredient.href(kind, created.id));
            }}
          />
        </>
      ) : null}
    </Box>
  );
}
