import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { BAR_LIST_FIELDS, DEFAULT_PER_PAGE } from '@bar/domain';
import { AddFab } from '../../components/add-fab/add-fab';
import { useListController } from '../../components/list/use-list-controller';
import { PageTitle } from '../../components/page-title/page-title';
import { PagedTable } from '../../components/paged-table/paged-table';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { BARS_LIST_PATH, getBarsQueryOptions, type BarRow } from './api/get-bars';
import { barColumns } from './components/bar-columns';
import { CreateBarWizard } from './components/wizard/create-bar-wizard';

export interface BarsPageProps {
  /** Replaces the default impersonation (select the bar, then open its activity). */
  onImpersonate?: (bar: BarRow) => void;
}

/** /bars (SUPERADMIN): every bar, with Impersonate per row and the creation wizard. */
export function BarsPage({ onImpersonate }: BarsPageProps) {
  const { t } = useTranslation(['bars', 'common']);
  const navigate = useNavigate();
  const { selectBar } = useSession();
  const [creating, setCreating] = useState(false);

  const list = useListController<BarRow>({
    resource: BARS_LIST_PATH,
    defaultPerPage: DEFAULT_PER_PAGE.bars,
    sortableFields: BAR_LIST_FIELDS.sortable,
    filterableFields: BAR_LIST_FIELDS.searchable,
    queryOptions: getBarsQueryOptions,
  });

  const columns = useMemo(() => {
    const impersonate =
      onImpersonate ??
      ((bar: BarRow) => {
        selectBar(bar.id);
        void navigate(paths.activity.href());
      });
    return barColumns(impersonate, t);
  }, [onImpersonate, selectBar, navigate, t]);

  return (
    <Box>
      <PageTitle title={t('title')} breadcrumbs={[{ label: t('common:nav.operations') }, { label: t('breadcrumbs.bars'), to: paths.bars.href() }]} />
      <PagedTable label={t('list.label')} controller={list} columns={columns} onRowClick={(bar) => void navigate(paths.bar.href(bar.id))} />
      <AddFab onClick={() => setCreating(true)} />
      <CreateBarWizard
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(bar) => {
          setCreating(false);
          void navigate(paths.bar.href(bar.id));
        }}
      />
    </Box>
  );
}

export default BarsPage;
