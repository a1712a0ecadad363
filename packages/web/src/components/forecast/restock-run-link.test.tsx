import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../test/render-bar-screen';
import { RestockRunLink } from './restock-run-link';

describe('restock run link', () => {
  it("opens the restock list of all the user's bars", async () => {
    renderScreen(<RestockRunLink />, { role: 'BARMAN' });
    expect(await screen.findByRole('link', { name: 'Restock run' })).toHaveAttribute('href', '/restock?scope=all');
  });
});
