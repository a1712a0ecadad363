import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TablePager, type TablePagerProps } from './table-pager';
import { SortLabel } from './sort-label';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function pager(overrides: Partial<TablePagerProps> = {}) {
  const props: TablePagerProps = {
    count: 12,
    page: 0,
    rowsPerPage: 5,
    rowsPerPageOptions: [5, 10, 25],
    onPageChange: vi.fn(),
    onRowsPerPageChange: vi.fn(),
    labelRowsPerPage: 'Rows per page:',
    labelDisplayedRows: ({ from, to, count }) => `${from}–${to} of ${count}`,
    getItemAriaLabel: (type) => `Go to ${type} page`,
    ...overrides,
  };
  render(<TablePager {...props} />);
  return props;
}

const listbox = () => screen.queryByRole('listbox');

describe('TablePager', () => {
  it('draws the rows-per-page select without its menu until it opens', () => {
    pager();
    const select = screen.getByRole('combobox', { name: /Rows per page/ });
    expect(select).toHaveTextContent('5');
    expect(select).toHaveAttribute('aria-expanded', 'false');
    expect(select).toHaveAttribute('aria-haspopup', 'listbox');
    expect(listbox()).toBeNull();
    expect(document.querySelector('.MuiMenu-root, .MuiPopover-root, .MuiModal-root')).toBeNull();
  });

  it('opens the menu on click, chooses a size and closes it', async () => {
    const props = pager();
    const select = screen.getByRole('combobox', { name: /Rows per page/ });
    await userEvent.click(select);
    const list = screen.getByRole('listbox', { name: 'Rows per page:' });
    expect(select).toHaveAttribute('aria-expanded', 'true');
    expect(select).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25']);
    expect(within(list).getByRole('option', { name: '5' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(list).getByRole('option', { name: '25' }));
    expect(props.onRowsPerPageChange).toHaveBeenCalledWith(25);
    await waitFor(() => expect(listbox()).toBeNull());
    expect(select).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: arrows open the menu, Enter chooses, Escape closes and gives the focus back', async () => {
    const props = pager();
    const select = screen.getByRole('combobox', { name: /Rows per page/ });
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '5' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(props.onRowsPerPageChange).toHaveBeenCalledWith(10);
    await waitFor(() => expect(listbox()).toBeNull());
    expect(select).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(listbox()).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox()).toBeNull());
    expect(select).toHaveFocus();
    expect(props.onRowsPerPageChange).toHaveBeenCalledTimes(1);
  });

  it('focuses the select when its label is clicked', async () => {
    pager();
    await userEvent.click(screen.getByText('Rows per page:'));
    expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveFocus();
  });

  it('has no select with a single page size', () => {
    pager({ rowsPerPageOptions: [5] });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
  });

  it('disables the previous page button on the first page and the next one on the last', () => {
    pager();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
    cleanup();
    pager({ page: 2 });
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });

  it('pages with the buttons, by pointer and by keyboard, and titles them', async () => {
    const props = pager({ page: 1 });
    const previous = screen.getByRole('button', { name: 'Go to previous page' });
    const next = screen.getByRole('button', { name: 'Go to next page' });
    expect(next).toHaveAttribute('title', 'Go to next page');
    await userEvent.click(next);
    expect(props.onPageChange).toHaveBeenLastCalledWith(2);
    previous.focus();
    await userEvent.keyboard('{Enter}');
    expect(props.onPageChange).toHaveBeenLastCalledWith(0);
    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(props.onPageChange).toHaveBeenLastCalledWith(2);
    expect(props.onPageChange).toHaveBeenCalledTimes(3);
  });
});

describe('SortLabel', () => {
  it('sorts on click, Enter and Space, with the arrow of its direction', async () => {
    const onClick = vi.fn();
    render(
      <SortLabel active direction="desc" onClick={onClick}>
        Name
      </SortLabel>,
    );
    const label = screen.getByRole('button', { name: 'Name' });
    expect(label).toHaveClass('MuiTableSortLabel-root', 'Mui-active', 'MuiTableSortLabel-directionDesc');
    expect(label.querySelector('svg')).toHaveClass('MuiTableSortLabel-icon', 'MuiTableSortLabel-iconDirectionDesc');
    await userEvent.click(label);
    label.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });
});
