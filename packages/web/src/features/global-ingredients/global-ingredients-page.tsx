import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { IngredientTabs } from '../../components/ingredient-kit/ingredient-tabs';
import { PageTitle } from '../../components/page-title/page-title';
import { GLOBAL_INGREDIENT_TABS, paths } from '../../lib/paths';
import { GlobalKindList } from './components/global-kind-list';
import { GLOBAL_TAB_KIND, isGlobalTab } from './global-tabs';

/** /global-ingredients/{tabActive} (SUPERADMIN): the catalogue bars copy from, one tab per kind. */
export function GlobalIngredientsPage() {
  const { t } = useTranslation(['global-ingredients', 'common']);
  const { tabActive = '' } = useParams();
  if (!isGlobalTab(tabActive)) return <Navigate to={paths.globalIngredients.href('bottles')} replace />;
  const kind = GLOBAL_TAB_KIND[tabActive];
  return (
    <Box>
      <PageTitle
        title={t('title')}
        breadcrumbs={[
          { label: t('common:nav.operations') },
          { label: t('title'), to: paths.globalIngredients.href('bottles') },
          { label: t(`common:ingredientKit.kinds.${kind}`) },
        ]}
      />
      <IngredientTabs
        label={t('tabsLabel')}
        active={tabActive}
        tabs={GLOBAL_INGREDIENT_TABS.map((tab) => ({
          value: tab,
          label: t(`common:ingredientKit.kinds.${GLOBAL_TAB_KIND[tab]}`),
          href: paths.globalIngredients.href(tab),
        }))}
      />
      <GlobalKindList key={kind} kind={kind} />
    </Box>
  );
}

export default GlobalIngredientsPage;
