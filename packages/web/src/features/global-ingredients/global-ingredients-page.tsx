import { Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import { INGREDIENT_KIND_INFO } from '@bar/domain';
import { IngredientTabs } from '../../components/ingredient-kit/ingredient-tabs';
import { PageTitle } from '../../components/page-title/page-title';
import { GLOBAL_INGREDIENT_TABS, paths } from '../../lib/paths';
import { GlobalKindList } from './components/global-kind-list';
import { GLOBAL_TAB_KIND, isGlobalTab } from './global-tabs';

const TABS = GLOBAL_INGREDIENT_TABS.map((tab) => ({
  value: tab,
  label: INGREDIENT_KIND_INFO[GLOBAL_TAB_KIND[tab]].label,
  href: paths.globalIngredients.href(tab),
}));

/** /global-ingredients/{tabActive} (SUPERADMIN): the catalogue bars copy from, one tab per kind. */
export function GlobalIngredientsPage() {
  const { tabActive = '' } = useParams();
  if (!isGlobalTab(tabActive)) return <Navigate to={paths.globalIngredients.href('bottles')} replace />;
  const kind = GLOBAL_TAB_KIND[tabActive];
  return (
    <Box>
      <PageTitle
        title="Global Ingredients"
        breadcrumbs={[{ label: 'Operations' }, { label: 'Global Ingredients', to: paths.globalIngredients.href('bottles') }, { label: INGREDIENT_KIND_INFO[kind].label }]}
      />
      <IngredientTabs label="Catalogue kinds" active={tabActive} tabs={TABS} />
      <GlobalKindList key={kind} kind={kind} />
    </Box>
  );
}

export default GlobalIngredientsPage;
