import path from 'node:path';
import { repoRoot } from '../lib/report.js';

const pagedTable = JSON.stringify(path.join(repoRoot, 'packages/web/src/components/paged-table/paged-table.tsx'));

/** 25 drink-like rows of six columns, the same data for both tables. */
const ROWS = `
const STATUSES = ['open', 'producing', 'ready', 'delivered'];
export const rows = Array.from({ length: 25 }, (_, i) => ({
  id: 'drink-' + i,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)).toISOString().slice(0, 16).replace('T', ' '),
  name: 'Guest ' + (i + 1),
  recipe: ['Mojito', 'Negroni', 'Spritz', 'Margarita'][i % 4],
  price: (8 + (i % 5) * 0.5).toFixed(2),
  status: STATUSES[i % 4],
}));
export const columns = [
  { field: 'createdAt', header: 'Created', sortable: true },
  { field: 'name', header: 'Name', sortable: true },
  { field: 'recipe', header: 'Recipe', sortable: true },
  { field: 'price', header: 'Price', align: 'right' },
  { field: 'status', header: 'Status' },
  { field: 'id', header: 'Id' },
];
`;

/** Times \`render\` (mount, commit, layout) and removal; exposed to the browser as window.renderOnce. */
const TIMER = `
window.renderOnce = (render) => {
  const host = document.createElement('div');
  document.body.append(host);
  const started = performance.now();
  const done = render(host);
  void host.offsetHeight;
  const ms = performance.now() - started;
  done();
  host.remove();
  return ms;
};
`;

/** The anchor pages' sources (plain JS, no JSX: they build without our TypeScript settings). */
export const PAGES: Record<string, string> = {
  minimal: `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
createRoot(document.getElementById('root')).render(
  h(ThemeProvider, { theme: createTheme() }, h(CssBaseline), h(Typography, { variant: 'h4', component: 'h1' }, 'Sign in'), h(Button, { variant: 'contained' }, 'Sign in')),
);
`,
  table: `import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { PagedTable } from ${pagedTable};
${ROWS}
const noop = () => {};
const controller = {
  rows, count: 1000, isLoading: false, isFetching: false, error: null, refetch: noop,
  state: { pageIndex: 0, pageSize: 25, sort: { field: 'createdAt', order: -1 }, filters: {} },
  pageSizeOptions: [10, 25, 50], setPage: noop, setPageSize: noop, setSort: noop, setFilter: noop,
};
const theme = createTheme();
${TIMER}
window.renderTable = () => window.renderOnce((host) => {
  const root = createRoot(host);
  flushSync(() => root.render(h(ThemeProvider, { theme }, h(PagedTable, { controller, columns, label: 'Drinks', getRowId: (r) => r.id }))));
  return () => root.unmount();
});
`,
  plain: `${ROWS}
${TIMER}
window.renderTable = () => window.renderOnce((host) => {
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const c of columns) {
    const th = document.createElement('th');
    th.textContent = c.header;
    head.append(th);
  }
  const body = table.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    for (const c of columns) tr.insertCell().textContent = String(row[c.field]);
  }
  host.append(table);
  return () => {};
});
`,
};
