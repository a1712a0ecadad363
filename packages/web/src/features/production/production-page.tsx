import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title/page-title';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { ProductionTable } from './components/production-table';
import { PRODUCTION_TAB_CONFIG, productionTab } from './production-tabs';

/** /production/{delivered|error|canceled}: the bar's finished drinks, one tab per outcome. */
export function ProductionView({ barId, barName = '', ms1 = false }: { barId: string; barName?: string; ms1?: boolean }) {
  const { t } = useTranslation('production');
  const { tabActive } = useParams();
  const navigate = useNavigate();
  const config = productionTab(tabActive);
  if (!config) return <Navigate to={paths.production.href('delivered')} replace />;
  return (
    <Box>
      <PageTitle title={t('title')} breadcrumbs={[{ label: t('title'), to: paths.production.href() }, { label: t(`tabs.${config.tab}`) }]} />
      {/* Keyed by tab: each tab starts from its own defaults. */}
      <ProductionTable
        key={config.tab}
        barId={barId}
        barName={barName}
        ms1={ms1}
        config={config}
        tabs={
          <Tabs value={config.tab} onChange={(_, tab: string) => void navigate(paths.production.href(productionTab(tab)?.tab))} aria-label={t('tabs.label')}>
            {PRODUCTION_TAB_CONFIG.map((tab) => (
              <Tab key={tab.tab} value={tab.tab} label={t(`tabs.${tab.tab}`)} />
            ))}
          </Tabs>
        }
      />
    </Box>
  );
}

export default function ProductionPage() {
  const { selectedBar } = useSession();
  return selectedBar ? <ProductionView barId={selectedBar.id} barName={selectedBar.name} ms1={selectedBar.version === 'ms1'} /> : null;
}
