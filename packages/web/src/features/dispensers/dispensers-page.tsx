import { Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { can } from '@bar/domain';
import { IngredientTabs } from '../../components/ingredient-kit/ingredient-tabs';
import { PageTitle } from '../../components/page-title/page-title';
import { paths, type DispenserTab } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { BottlesPanel } from './bottles/bottles-panel';
import { BibsPanel } from './bibs/bibs-panel';
import { SettingsPanel } from './timed/settings-panel';
import { visibleDispenserTabs } from './dispenser-tabs';
import { TitledMessage } from '../../components/page-title/titled-message';

/** /dispensers/{tabActive}: a tab per dispenser kind whose bar feature is on (SPEC §2). */
export function DispensersPage() {
  const { t } = useTranslation('dispensers');
  const { tabActive = '' } = useParams();
  const { selectedBar, role } = useSession();
  const tabs = visibleDispenserTabs(selectedBar?.features);
  const breadcrumbs = [{ label: t('title'), to: paths.dispensers.href('bottles') }];
  if (!selectedBar) return null;
  if (tabs.length === 0) return <TitledMessage title={t('title')} breadcrumbs={breadcrumbs} message={t('noFeatures')} />;
  const active = tabs.find((tab) => tab.tab === tabActive);
  if (!active) return <Navigate to={paths.dispensers.href(tabs[0].tab as DispenserTab)} replace />;
  const canEdit = can(role, 'editDispensers');
  const barId = selectedBar.id;
  return (
    <Box>
      <PageTitle title={t('title')} breadcrumbs={[...breadcrumbs, { label: t(`tabs.${active.tab}`) }]} />
      <IngredientTabs
        label={t('tabs.label')}
        active={active.tab}
        tabs={tabs.map((tab) => ({ value: tab.tab, label: t(`tabs.${tab.tab}`), href: paths.dispensers.href(tab.tab as DispenserTab) }))}
      />
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
