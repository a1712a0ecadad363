import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Page } from '@bar/domain';
import { useListController, type ListController, type UseListControllerOptions } from './use-list-controller';
import type { ListApiQuery } from './list-query-reducer';

afterEach(cleanup);

interface Row {
  id: string;
}

function setup(initialUrl: string, options: Partial<UseListControllerOptions<Row>> = {}, total = 30) {
  const fetchPage = vi.fn(async (query: ListApiQuery): Promise<Page<Row>> => {
    const first = (query.page - (options.firstPage ?? 0)) * query.perPage;
    const data = Array.from({ length: Math.max(0, Math.min(query.perPage, total - first)) }, (_, i) => ({ id: `row-${first + i}` }));
    return { data, count: total, page: query.page, perPage: query.perPage };
  });
  const latest: { current: ListController<Row> | null } = { current: null };

  function Probe() {
    const list = useListController<Row>({
      resource: '/things/',
      queryOptions: (query) => ({ queryKey: ['things', query], queryFn: () => fetchPage(query) }),
      ...options,
    });
    latest.current = list;
    const location = useLocation();
    return (
      <>
        <output data-testid="search">{location.search}</output>
        <output data-testid="rows">{list.rows.map((r) => r.id).join(',')}</output>
      </>
    );
  }

  const router = createMemoryRouter([{ path: '/things', element: <Probe /> }], { initialEntries: [initialUrl] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const list = () => latest.current!;
  const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
  return { fetchPage, router, list, search };
}

describe('useListController', () => {
  it('fetches the first page with the list default page size', async () => {
    const { fetchPage, list } = setup('/things', { defaultPerPage: 2 });
    await waitFor(() => expect(screen.getByTestId('rows')).toHaveTextContent('row-0,row-1'));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 0, perPage: 2 });
    expect(list().count).toBe(30);
    expect(list().pageSizeOptions).toEqual([2, 5, 10, 25]);
  });

  it('restores page, size, sort and filters from the URL', async () => {
    const url = `/things?pageIndex=2&pageSize=10&sort=${encodeURIComponent('{"name":-1}')}&filters=${encodeURIComponent('{"name":"uno"}')}`;
    const { fetchPage, list } = setup(url);
    await waitFor(() => expect(fetchPage).toHaveBeenCalled());
    expect(list().state).toEqual({ pageIndex: 2, pageSize: 10, sort: { field: 'name', order: -1 }, filters: { name: 'uno' } });
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, perPage: 10, sort: '{"name":-1}', search: '{"name":"uno"}' });
  });

  it('uses the defaults when the URL holds malformed JSON', async () => {
    const { fetchPage, list } = setup('/things?filters=%7Bbad&sort=%5B');
    await waitFor(() => expect(fetchPage).toHaveBeenCalled());
    expect(list().state).toEqual({ pageIndex: 0, pageSize: 5, sort: null, filters: {} });
  });

  it('counts API pages from 1 when asked (robots)', async () => {
    const { fetchPage } = setup('/things?pageIndex=1', { firstPage: 1, defaultPerPage: 2 });
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, perPage: 2 }));
  });

  it('writes page changes to the URL as new history entries', async () => {
    const { list, search, router } = setup('/things');
    await waitFor(() => expect(list().rows).toHaveLength(5));
    act(() => list().setPage(1));
    await waitFor(() => expect(search().get('pageIndex')).toBe('1'));
    expect(search().get('pageSize')).toBe('5');
    expect(search().get('filters')).toBe('{}');
    await act(() => router.navigate(-1));
    expect(list().state.pageIndex).toBe(0);
  });

  it('goes back to the first page when a filter changes, replacing the history entry', async () => {
    const { list, search, router } = setup('/things');
    await waitFor(() => expect(list().rows).toHaveLength(5));
    act(() => list().setPage(3));
    await waitFor(() => expect(list().state.pageIndex).toBe(3));
    act(() => list().setFilter('latitude', 45.5));
    await waitFor(() => expect(search().get('filters')).toBe('{"latitude":45.5}'));
    expect(list().state.pageIndex).toBe(0);
    // The filter replaced the page-3 entry: back returns to the list before paging.
    await act(() => router.navigate(-1));
    expect(list().state).toEqual({ pageIndex: 0, pageSize: 5, sort: null, filters: {} });
  });

  it('goes back to the first page when the page size changes', async () => {
    const { list } = setup('/things?pageIndex=4');
    await waitFor(() => expect(list().rows).toHaveLength(5));
    act(() => list().setPageSize(10));
    await waitFor(() => expect(list().state).toMatchObject({ pageIndex: 0, pageSize: 10 }));
  });

  it('toggles sort order on the same field', async () => {
    const { list, search } = setup('/things');
    act(() => list().setSort('name'));
    await waitFor(() => expect(search().get('sort')).toBe('{"name":1}'));
    act(() => list().setSort('name'));
    await waitFor(() => expect(search().get('sort')).toBe('{"name":-1}'));
  });

  it('applies several changes made in the same tick', async () => {
    const { list } = setup('/things');
    act(() => {
      list().setSort('name');
      list().setFilter('name', 'x');
    });
    await waitFor(() => expect(list().state).toMatchObject({ sort: { field: 'name', order: 1 }, filters: { name: 'x' } }));
  });

  it('keeps parameters it does not own', async () => {
    const { list, search } = setup('/things?tab=open');
    act(() => list().setPage(1));
    await waitFor(() => expect(search().get('pageIndex')).toBe('1'));
    expect(search().get('tab')).toBe('open');
  });

  it('moves to the last page when the URL points past the end', async () => {
    const { list } = setup('/things?pageIndex=40', {}, 12);
    await waitFor(() => expect(list().state.pageIndex).toBe(2));
    await waitFor(() => expect(screen.getByTestId('rows')).toHaveTextContent('row-10,row-11'));
  });
});
