import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title/page-title';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { ProductionTable } from './components/production-table';
import { PRODUCTION_TAB_CONFIG, productionTab } from './production-tabs';

/** /production/{delivered|error|canceled}: the bar's finished drinks, one tab per outcome. */
export function ProductionView({ barId, barName = '', ms1 = false }: { barId: string; barName?: string; ms1?: boolean }) {
  const { tabActive } = useParams();
  const navigate = useNavigate();
  const config = productionTab(tabActive);
  if (!config) return <Navigate to={paths.production.href('delivered')} replace />;
  return (
    <Box>
      <PageTitle title="Production" breadcrumbs={[{ label: 'Production', to: paths.production.href() }, { label: config.label }]} />
      {/* Keyed by tab: each tab starts from its own defaults. */}
      <ProductionTable
        key={config.tab}
        barId={barId}
        barName={barName}
        ms1={ms1}
        config={config}
        tabs={
          <Tabs value={config.tab} onChange={(_, tab: string) => void navigate(paths.production.href(productionTab(tab)?.tab))} aria-label="Production tabs">
            {PRODUCTION_TAB_CONFIG.map((tab) => (
              <Tab key={tab.tab} value={tab.tab} label={tab.label} />
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
