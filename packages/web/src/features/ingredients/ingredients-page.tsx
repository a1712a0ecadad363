import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { can, type BarIngredientKind } from '@bar/domain';
import { IngredientTabs } from '../../components/ingredient-kit/ingredient-tabs';
import { visibleBarTabs } from '../../components/ingredient-kit/ingredient-kinds';
import { PageTitle } from '../../components/page-title/page-title';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { IngredientKindList } from './components/ingredient-kind-list';
import { TitledMessage } from '../../components/page-title/titled-message';

/** /ingredients/{tabActive}: a tab per kind whose bar feature is on (SPEC §2). */
export function IngredientsPage() {
  const { t } = useTranslation('ingredients');
  const { tabActive = '' } = useParams();
  const { selectedBar, role } = useSession();
  const tabs = visibleBarTabs(selectedBar?.features);
  const breadcrumbs = [{ label: t('title'), to: paths.ingredients.href('bottles') }];
  if (!selectedBar) return null;
  if (tabs.length === 0) return <TitledMessage title={t('title')} breadcrumbs={breadcrumbs} message={t('noFeatures')} />;
  const active = tabs.find((kind) => kind === tabActive);
  // A tab the bar does not have (or a mistyped one) opens the first tab it has.
  if (!active) return <Navigate to={paths.ingredients.href(tabs[0])} replace />;
  return (
    <Box>
      <PageTitle title={t('title')} breadcrumbs={[...breadcrumbs, { label: t(`tabs.${active}`) }]} />
      <IngredientTabs
        label={t('tabsLabel')}
        active={active}
        tabs={tabs.map((kind: BarIngredientKind) => ({ value: kind, label: t(`tabs.${kind}`), href: paths.ingredients.href(kind) }))}
      />
      <IngredientKindList key={active} kind={active} barId={selectedBar.id} canEdit={can(role, 'manageBar')} />
    </Box>
  );
}

export default IngredientsPage;
