import { ExportListButton } from '../../../components/export-list-button/export-list-button';

/** Asks the server for a CSV or Excel file of the drinks the tab shows, then opens the exports list. */
export function ExportButton({ barId, search }: { barId: string; search: Record<string, unknown> }) {
  return <ExportListButton barId={barId} collectionName="Drink" search={search} />;
}
