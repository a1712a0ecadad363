import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { GLOBAL_INGREDIENT_KINDS, globalIngredientSchemas, type GlobalIngredientKind } from '@bar/domain';
import { IngredientEditForm } from '../../components/ingredient-kit/ingredient-edit-form';
import { INGREDIENT_KIND_CONFIG } from '../../components/ingredient-kit/ingredient-kinds';
import { PageTitle } from '../../components/page-title/page-title';
import { RawDataPanel } from '../../components/raw-data-panel/raw-data-panel';
import { DetailLoadFailure } from '../../components/detail-load-failure/detail-load-failure';
import { PageLoader } from '../../components/page-loader/page-loader';
import { paths } from '../../lib/paths';
import { useNotify } from '../../lib/use-notify';
import { useGlobalIngredient } from './api/get-global-ingredient';
import { useUpdateGlobalIngredient } from './api/update-global-ingredient';
import { globalFlavourSource } from './components/global-flavour-source';
import { globalTabOf } from './global-tabs';

/** Where a catalogue detail that failed to load goes (SPEC §2); it redirects to the first tab. */
export const GLOBAL_FAILED_LOAD_PATH = '/global-ingredients';

const isGlobalKind = (kind: string): kind is GlobalIngredientKind => (GLOBAL_INGREDIENT_KINDS as readonly string[]).includes(kind);

/** /global-ingredients/{kind}/{id} (SUPERADMIN): edit form and the raw record. */
export function GlobalIngredientPage() {
  const { kind = '', id = '' } = useParams();
  if (!isGlobalKind(kind)) return <Navigate to={GLOBAL_FAILED_LOAD_PATH} replace />;
  return <GlobalIngredientDetail key={`${kind}/${id}`} kind={kind} id={id} />;
}

function GlobalIngredientDetail({ kind, id }: { kind: GlobalIngredientKind; id: string }) {
  const { t } = useTranslation(['global-ingredients', 'common']);
  const notify = useNotify();
  const config = INGREDIENT_KIND_CONFIG[kind];
  const { data: record, error } = useGlobalIngredient(kind, id);
  const update = useUpdateGlobalIngredient(kind, id);

  if (error) return <DetailLoadFailure error={error} listHref={GLOBAL_FAILED_LOAD_PATH} />;
  if (!record) return <PageLoader />;
  return (
    <Box>
      <PageTitle
        title={record.name}
        breadcrumbs={[
          { label: t('common:nav.operations') },
          { label: t('title'), to: paths.globalIngredients.href('bottles') },
          { label: t(`common:ingredientKit.kinds.${kind}`), to: paths.globalIngredients.href(globalTabOf(kind)) },
          { label: record.name },
        ]}
      />
      <IngredientEditForm
        record={record}
        config={config}
        scope="global"
        schema={globalIngredientSchemas[kind].patch}
        flavourSource={globalFlavourSource}
        save={async (body) => {
          const saved = await update.mutateAsync(body);
          notify.success(t(`kinds.${kind}.saved`));
          return saved;
        }}
      />
      <RawDataPanel data={record} />
    </Box>
  );
}

export default GlobalIngredientPage;
