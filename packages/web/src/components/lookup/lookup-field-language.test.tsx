import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../lib/i18n/i18n';
import { LookupField } from './lookup-field';

/** The form's message under a lookup (an ingredient, a bar) is shown in the console's language. */
describe('lookup field message', () => {
  afterEach(() => i18next.changeLanguage('en'));

  function renderField(error: string) {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LookupField
          label="Ingredient"
          value={null}
          onChange={() => {}}
          fetchOptions={async () => []}
          queryKey={['test']}
          fallbackError="General Error"
          error={error}
        />
      </QueryClientProvider>,
    );
  }

  it('keeps the domain English message in English', () => {
    renderField('Name is required');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('says it in Italian when the console is in Italian', async () => {
    await i18next.changeLanguage('it');
    renderField('Name is required');
    expect(screen.getByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });
});
