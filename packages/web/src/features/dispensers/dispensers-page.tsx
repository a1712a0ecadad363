import { Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { can } from '@bar/domain';
import { IngredientTabs } from '../../components/ingredient-kit/ingredient-tabs';
import { PageTitle } from '../../components/page-title/page-title';
import { paths, type DispenserTab } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { BottlesPanel } from './bottles/bottles-panel';
import { BibsPanel } from './bibs/bibs-panel';
import { SettingsPanel } from './timed/settings-panel';
import { visibleDispenserTabs } from './dispenser-tabs';

export const NO_DISPENSER_FEATURES = 'This bar has no dispenser features switched on.';

/** /dispensers/{tabActive}: a tab per dispenser kind whose bar feature is on (SPEC §2). */
export function DispensersPage() {
  const { tabActive = '' } = useParams();
  const { selectedBar, role } = useSession();
  const tabs = visibleDispenserTabs(selectedBar?.features);
  const breadcrumbs = [{ label: 'Positions', to: paths.dispensers.href('bottles') }];
  if (!selectedBar) return null;
  if (tabs.length === 0) {
    return (
      <Box>
        <PageTitle title="Positions" breadcrumbs={breadcrumbs} />
        <Typography color="text.secondary">{NO_DISPENSER_FEATURES}</Typography>
      </Box>
    );
  }
  const active = tabs.find((t) => t.tab === tabActive);
  if (!active) return <Navigate to={paths.dispensers.href(tabs[0].tab as DispenserTab)} replace />;
  const canEdit = can(role, 'editDispensers');
  const barId = selectedBar.id;
  return (
    <Box>
      <PageTitle title="Positions" breadcrumbs={[...breadcrumbs, { label: active.label }]} />
      <IngredientTabs label="Dispenser kinds" active={active.tab} tabs={tabs.map((t) => ({ value: t.tab, label: t.label, href: paths.dispensers.href(t.tab as DispenserTab) }))} />
      {active.path === 'bottles' ? (
        <BottlesPanel key={barId} barId={barId} canEdit={canEdit} />
      ) : active.path === 'bib' ? (
        <BibsPanel key={barId} barId={barId} canEdit={canEdit} />
      ) : (
        <SettingsPanel key={`${barId}-${active.path}`} kind={active.path} barId={barId} canEdit={canEdit} />
      )}
    </Box>
  );
}

export default DispensersPage;
