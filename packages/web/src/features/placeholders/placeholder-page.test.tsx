import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../lib/i18n/i18n';
import PlaceholderPage from './placeholder-page';

afterEach(cleanup);

describe('a screen still to come', () => {
  it('shows its title in the language in use', async () => {
    render(<PlaceholderPage title="drinkQueue" />);
    expect(screen.getByRole('heading', { name: 'Drink Queue' })).toBeInTheDocument();
    cleanup();
    await i18next.changeLanguage('it');
    render(<PlaceholderPage title="drinkQueue" />);
    expect(screen.getByRole('heading', { name: 'Coda drink' })).toBeInTheDocument();
  });
});
