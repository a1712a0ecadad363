import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedTable, type PagedTableColumn, type PagedTableController } from './paged-table';
import type { ListQueryState } from '../list/list-query-reducer';
import { i18next } from '../../lib/i18n/i18n';

interface Row {
  id: string;
  name: string;
  version: string;
  latitude: number;
}

const columns: PagedTableColumn<Row>[] = [
  { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
  {
    field: 'version',
    header: 'Version',
    filter: {
      type: 'select',
      options: [
        { value: 'ms1', label: 'VEGAS Tipsy1' },
        { value: 'veloce', label: 'Toni Veloce' },
      ],
    },
  },
  { field: 'latitude', header: 'Latitude', filter: { type: 'number' } },
];

const rows: Row[] = [
  { id: 'a', name: 'Bar Uno', version: 'ms1', latitude: 45.1 },
  { id: 'b', name: 'Bar Due', version: 'veloce', latitude: 41.9 },
];

function controller(overrides: Partial<PagedTableController<Row>> = {}, state: Partial<ListQueryState> = {}): PagedTableController<Row> {
  return {
    rows: [],
    count: 0,
    isLoading: false,
    isFetching: false,
    error: null,
    refetch: vi.fn(),
    state: { pageIndex: 0, pageSize: 5, sort: null, filters: {}, ...state },
    pageSizeOptions: [5, 10, 25],
    setPage: vi.fn(),
    setPageSize: vi.fn(),
    setSort: vi.fn(),
    setFilter: vi.fn(),
    ...overrides,
  };
}

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('PagedTable', () => {
  it("shows 'No Results' when the list is empty", () => {
    render(<PagedTable label="Bars" controller={controller()} columns={columns} />);
    expect(screen.getByText('No Results')).toBeInTheDocument();
  });

  it('shows skeleton rows, not the empty text, during the first load', () => {
    render(<PagedTable label="Bars" controller={controller({ isLoading: true, isFetching: true })} columns={columns} />);
    expect(screen.queryByText('No Results')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Bars' })).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the rows on screen with a progress bar while the next page loads', () => {
    render(<PagedTable label="Bars" controller={controller({ rows, count: 2, isFetching: true })} columns={columns} />);
    expect(screen.getByText('Bar Uno')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading Bars' })).toBeInTheDocument();
  });

  it('shows the error message with a Retry button that refetches', async () => {
    const ctl = controller({ error: new Error('Server unavailable') });
    render(<PagedTable label="Bars" controller={ctl} columns={columns} />);
    expect(screen.getByText('Server unavailable')).toBeInTheDocument();
    expect(screen.queryByText('No Results')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(ctl.refetch).toHaveBeenCalledTimes(1);
  });

  it('opens a row on click and on Enter', async () => {
    const onRowClick = vi.fn();
    render(<PagedTable label="Bars" controller={controller({ rows, count: 2 })} columns={columns} onRowClick={onRowClick} />);
    await userEvent.click(screen.getByText('Bar Due'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    const firstRow = screen.getByText('Bar Uno').closest('tr')!;
    firstRow.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('does not open the row when Enter is pressed on a button inside it', async () => {
    const onRowClick = vi.fn();
    const onAction = vi.fn();
    const withAction: PagedTableColumn<Row>[] = [
      ...columns,
      {
        field: 'actions',
        header: 'Actions',
        render: () => (
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation();
              onAction();
            }}
          >
            Act
          </button>
        ),
      },
    ];
    render(<PagedTable label="Bars" controller={controller({ rows: rows.slice(0, 1), count: 1 })} columns={withAction} onRowClick={onRowClick} />);
    screen.getByRole('button', { name: 'Act' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('sorts by a column when its header is clicked and marks the sorted column', async () => {
    const ctl = controller({ rows, count: 2 }, { sort: { field: 'name', order: -1 } });
    render(<PagedTable label="Bars" controller={ctl} columns={columns} />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header).getByRole('button'));
    expect(ctl.setSort).toHaveBeenCalledWith('name');
  });

  it('pages through TablePagination and changes the page size', async () => {
    const ctl = controller({ rows, count: 12 });
    render(<PagedTable label="Bars" controller={ctl} columns={columns} />);
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(ctl.setPage).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await userEvent.click(screen.getByRole('option', { name: '25' }));
    expect(ctl.setPageSize).toHaveBeenCalledWith(25);
  });

  it('reads in Italian: empty text, filters, sorting and pagination', async () => {
    await i18next.changeLanguage('it');
    const { unmount } = render(<PagedTable label="Bar" controller={controller()} columns={columns} />);
    expect(screen.getByText('Nessun risultato')).toBeInTheDocument();
    unmount();
    const ctl = controller({ rows, count: 12 }, { sort: { field: 'name', order: 1 } });
    render(<PagedTable label="Bar" controller={ctl} columns={columns} />);
    expect(screen.getByRole('textbox', { name: 'Filtra Name' })).toHaveAttribute('placeholder', 'Filtra');
    expect(within(screen.getByRole('combobox', { name: 'Filtra Version' })).getByRole('option', { name: 'Tutti' })).toBeInTheDocument();
    expect(screen.getByText('ordine crescente')).toBeInTheDocument();
    expect(screen.getByText('1–5 di 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vai alla pagina successiva' }));
    expect(ctl.setPage).toHaveBeenCalledWith(1);
    expect(screen.getByRole('combobox', { name: /Righe per pagina/ })).toBeInTheDocument();
  });

  it('labels every filter input', () => {
    render(<PagedTable label="Bars" controller={controller()} columns={columns} />);
    expect(screen.getByRole('textbox', { name: 'Filter Name' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter Version' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter Latitude' })).toBeInTheDocument();
  });

  it('applies a select filter at once and removes it with All', async () => {
    const ctl = controller();
    render(<PagedTable label="Bars" controller={ctl} columns={columns} />);
    const select = screen.getByRole('combobox', { name: 'Filter Version' });
    await userEvent.selectOptions(select, 'Toni Veloce');
    expect(ctl.setFilter).toHaveBeenLastCalledWith('version', 'veloce');
    await userEvent.selectOptions(select, 'All');
    expect(ctl.setFilter).toHaveBeenLastCalledWith('version', undefined);
  });

  describe('typed filters (fake timers)', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('sends a text filter once, 300 ms after the last keystroke', () => {
      const ctl = controller();
      render(<PagedTable label="Bars" controller={ctl} columns={columns} />);
      const input = screen.getByRole('textbox', { name: 'Filter Name' });
      fireEvent.change(input, { target: { value: 'B' } });
      act(() => vi.advanceTimersByTime(200));
      fireEvent.change(input, { target: { value: 'Ba' } });
      act(() => vi.advanceTimersByTime(299));
      expect(ctl.setFilter).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(ctl.setFilter).toHaveBeenCalledTimes(1);
      expect(ctl.setFilter).toHaveBeenCalledWith('name', 'Ba');
    });

    it('sends a number filter as a number', () => {
      const ctl = controller();
      render(<PagedTable label="Bars" controller={ctl} columns={columns} />);
      fireEvent.change(screen.getByRole('textbox', { name: 'Filter Latitude' }), { target: { value: '45.46' } });
      act(() => vi.advanceTimersByTime(300));
      expect(ctl.setFilter).toHaveBeenCalledWith('latitude', 45.46);
    });

    it('sends nothing for text that is not a number and marks the input invalid', () => {
      const ctl = controller();
      render(<PagedTable label="Bars" controller={ctl} columns={columns} />);
      const input = screen.getByRole('textbox', { name: 'Filter Latitude' });
      fireEvent.change(input, { target: { value: '4x' } });
      act(() => vi.advanceTimersByTime(1000));
      expect(ctl.setFilter).not.toHaveBeenCalled();
      expect(input).toHaveAttribute('aria-invalid', 'true');
    });

    it('removes the filter when the input is emptied', () => {
      const ctl = controller({}, { filters: { name: 'Bar' } });
      render(<PagedTable label="Bars" controller={ctl} columns={columns} />);
      const input = screen.getByRole('textbox', { name: 'Filter Name' });
      expect(input).toHaveValue('Bar');
      fireEvent.change(input, { target: { value: '' } });
      act(() => vi.advanceTimersByTime(300));
      expect(ctl.setFilter).toHaveBeenCalledWith('name', undefined);
    });

    it('shows a filter value that changed in the URL (back button) and drops the pending one', () => {
      const ctl = controller({}, { filters: { name: 'Old' } });
      const { rerender } = render(<PagedTable label="Bars" controller={ctl} columns={columns} />);
      const input = screen.getByRole('textbox', { name: 'Filter Name' });
      fireEvent.change(input, { target: { value: 'Olden' } });
      rerender(<PagedTable label="Bars" controller={{ ...ctl, state: { ...ctl.state, filters: {} } }} columns={columns} />);
      expect(input).toHaveValue('');
      act(() => vi.advanceTimersByTime(300));
      expect(ctl.setFilter).not.toHaveBeenCalled();
    });
  });
});
