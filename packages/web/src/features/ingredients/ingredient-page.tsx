import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { BAR_INGREDIENT_KINDS, barIngredientSchemas, can, type BarIngredientKind } from '@bar/domain';
import { IngredientEditForm } from '../../components/ingredient-kit/ingredient-edit-form';
import { INGREDIENT_KIND_CONFIG } from '../../components/ingredient-kit/ingredient-kinds';
import { PageTitle } from '../../components/page-title/page-title';
import { RawDataPanel } from '../../components/raw-data-panel/raw-data-panel';
import { DetailLoadFailure } from '../../components/detail-load-failure/detail-load-failure';
import { PageLoader } from '../../components/page-loader/page-loader';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { useNotify } from '../../lib/use-notify';
import { useIngredient } from './api/get-ingredient';
import { useUpdateIngredient } from './api/update-ingredient';
import { barFlavourSource } from './components/flavour-source';
import { failedLoadPath } from './failed-load-path';

const isBarKind = (kind: string): kind is BarIngredientKind => (BAR_INGREDIENT_KINDS as readonly string[]).includes(kind);

/** /ingredients/{kind}/{id}: 'Edit Leaf' etc.; SUPERADMIN also sees the raw record. */
export function IngredientPage() {
  const { kind = '', id = '' } = useParams();
  const { selectedBarId } = useSession();
  if (!isBarKind(kind) || !selectedBarId) return <Navigate to={failedLoadPath(undefined)} replace />;
  return <IngredientDetail key={`${kind}/${id}`} kind={kind} id={id} barId={selectedBarId} />;
}

function IngredientDetail({ kind, id, barId }: { kind: BarIngredientKind; id: string; barId: string }) {
  const { t } = useTranslation('ingredients');
  const notify = useNotify();
  const { role } = useSession();
  const config = INGREDIENT_KIND_CONFIG[kind];
  const { data: record, error } = useIngredient(kind, barId, id);
  const update = useUpdateIngredient(kind, barId, id);

  if (error) return <DetailLoadFailure error={error} listHref={failedLoadPath(kind)} />;
  if (!record) return <PageLoader />;
  return (
    <Box>
      <PageTitle
        title={record.name}
        breadcrumbs={[
          { label: t('title'), to: paths.ingredients.href('bottles') },
          { label: t(`tabs.${kind}`), to: paths.ingredients.href(kind) },
          { label: record.name },
        ]}
      />
      <IngredientEditForm
        record={record}
        config={config}
        scope="bar"
        schema={barIngredientSchemas[kind].patch}
        readOnly={!can(role, 'manageBar')}
        flavourSource={barFlavourSource(kind, barId)}
        save={async (body) => {
          const saved = await update.mutateAsync(body);
          notify.success(t(`kinds.${kind}.saved`));
          return saved;
        }}
      />
      {role === 'SUPERADMIN' ? <RawDataPanel data={record} /> : null}
    </Box>
  );
}

export default IngredientPage;
