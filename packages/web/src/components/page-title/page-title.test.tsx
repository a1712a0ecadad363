import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PageTitle } from './page-title';
import { AddFab } from '../add-fab/add-fab';

afterEach(cleanup);

describe('PageTitle', () => {
  it('shows the title as the page heading and the breadcrumb trail', () => {
    render(
      <MemoryRouter>
        <PageTitle
          title="Leaf"
          breadcrumbs={[{ label: 'Ingredients', to: '/ingredients/bottles' }, { label: 'Leaves', to: '/ingredients/leaves' }, { label: 'Leaf' }]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Leaf' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Ingredients' })).toHaveAttribute('href', '/ingredients/bottles');
    expect(within(trail).getByRole('link', { name: 'Leaves' })).toHaveAttribute('href', '/ingredients/leaves');
    expect(within(trail).getByText('Leaf')).toHaveAttribute('aria-current', 'page');
  });

  it('shows crumbs without a route as text', () => {
    render(
      <MemoryRouter>
        <PageTitle title="Bars" breadcrumbs={[{ label: 'Operations' }, { label: 'Bars', to: '/bars' }]} />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(trail).queryAllByRole('link')).toHaveLength(0);
    expect(within(trail).getByText('Bars')).toHaveAttribute('aria-current', 'page');
  });
});

describe('AddFab', () => {
  it("is a button named 'Add'", async () => {
    const onClick = vi.fn();
    render(<AddFab onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
