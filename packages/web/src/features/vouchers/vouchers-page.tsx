import Box from '@mui/material/Box';
import { DEFAULT_PER_PAGE, VOUCHER_LIST_FIELDS } from '@bar/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddFab } from '../../components/add-fab/add-fab';
import { useListController } from '../../components/list/use-list-controller';
import { PageTitle } from '../../components/page-title/page-title';
import { PagedTable } from '../../components/paged-table/paged-table';
import { useBarFormat } from '../../lib/format/use-format';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { VOUCHERS_LIST_PATH, vouchersQueryOptions } from './api/get-vouchers';
import type { VoucherRow } from './api/get-vouchers';
import { CreateVoucherDialog } from './components/create-voucher-dialog';
import { voucherColumns } from './components/voucher-columns';

/** /vouchers: the bar's vouchers, ten per page, first page 0 (SPEC §7); Add opens the create dialog. */
export function VouchersView({ barId }: { barId: string }) {
  const { t } = useTranslation('vouchers');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const format = useBarFormat();
  const columns = useMemo(() => voucherColumns(format, t), [format, t]);
  const list = useListController<VoucherRow>({
    resource: VOUCHERS_LIST_PATH,
    defaultPerPage: DEFAULT_PER_PAGE.vouchers,
    firstPage: 0,
    defaultSort: { field: 'createdAt', order: -1 },
    sortableFields: VOUCHER_LIST_FIELDS.sortable,
    filterableFields: VOUCHER_LIST_FIELDS.searchable,
    queryOptions: vouchersQueryOptions(barId),
  });
  return (
    <Box>
      <PageTitle title={t('title')} breadcrumbs={[{ label: t('title'), to: paths.vouchers.href() }]} />
      <PagedTable label={t('list.label')} controller={list} columns={columns} onRowClick={(voucher) => void navigate(paths.voucher.href(voucher.id))} />
      <AddFab label={t('list.add')} onClick={() => setCreating(true)} />
      <CreateVoucherDialog barId={barId} open={creating} onClose={() => setCreating(false)} onCreated={() => setCreating(false)} />
    </Box>
  );
}

export default function VouchersPage() {
  const { selectedBarId } = useSession();
  return selectedBarId ? <VouchersView barId={selectedBarId} /> : null;
}
