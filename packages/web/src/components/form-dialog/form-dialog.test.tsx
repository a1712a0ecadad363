import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { i18next } from '../../lib/i18n/i18n';
import { FormDialog } from './form-dialog';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  kind: z.enum(['a', 'b'], { error: 'Choose a kind' }),
  place: z.object({ lat: z.coerce.number({ error: 'Latitude is required' }) }),
});

function renderDialog(onSubmit: (values: z.output<typeof schema>) => Promise<unknown> | void, onClose = vi.fn()) {
  render(
    <FormDialog open title="Create New Thing" schema={schema} defaultValues={{ name: '' }} onSubmit={onSubmit} onClose={onClose}>
      <FormTextField name="name" label="Name" />
      <FormSelectField
        name="kind"
        label="Kind"
        options={[
          { value: 'a', label: 'Kind A' },
          { value: 'b', label: 'Kind B' },
        ]}
      />
      <FormTextField name="place.lat" label="Latitude" type="number" step={0.00001} />
    </FormDialog>,
  );
  return { onClose };
}

async function fillValidForm() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Bar Uno');
  await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
  await userEvent.click(screen.getByRole('option', { name: 'Kind B' }));
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '45.12345');
}

describe('FormDialog', () => {
  it('shows its title with Cancel and Save', () => {
    renderDialog(vi.fn());
    expect(screen.getByRole('dialog', { name: 'Create New Thing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the schema errors on the fields and does not submit', async () => {
    const onSubmit = vi.fn();
    renderDialog(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a kind')).toBeInTheDocument();
    expect(screen.getByText('Latitude is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads in Italian: its buttons, and the schema and server messages on the fields', async () => {
    await i18next.changeLanguage('it');
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error('Invalid body: name - Name is at most 40 characters'), {
        details: [{ path: 'name', message: 'Name is at most 40 characters' }],
      });
    });
    renderDialog(onSubmit);
    expect(screen.getByRole('button', { name: 'Annulla' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(screen.getByText('Latitudine: campo obbligatorio')).toBeInTheDocument();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il nome può avere al massimo 40 caratteri')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits the parsed values (numbers coerced)', async () => {
    const onSubmit = vi.fn();
    renderDialog(onSubmit);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Bar Uno', kind: 'b', place: { lat: 45.12345 } }));
  });

  it('disables Save while the submit is pending and enables it again afterwards', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderDialog(onSubmit);
    await fillValidForm();
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('shows the server message in the dialog and its field errors on the fields', async () => {
    const failure = Object.assign(new Error('A bar with this name already exists'), {
      status: 409,
      details: [
        { path: 'name', message: 'Name is taken' },
        { path: '/body/place/lat', message: 'Latitude is out of range' },
      ],
    });
    renderDialog(() => Promise.reject(failure));
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A bar with this name already exists');
    expect(screen.getByText('Name is taken')).toBeInTheDocument();
    expect(screen.getByText('Latitude is out of range')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('lets a number field with a default be cleared and typed again', async () => {
    const onSubmit = vi.fn();
    const counted = z.object({ quantity: z.number({ error: 'Quantity is required' }).min(1, 'Quantity must be 1 or more') });
    render(
      <FormDialog open title="Test" schema={counted} defaultValues={{ quantity: 1 }} onSubmit={onSubmit} onClose={vi.fn()}>
        <FormTextField name="quantity" label="Quantity" type="number" />
      </FormDialog>,
    );
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    expect(quantity).toHaveValue(null);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quantity is required')).toBeInTheDocument();
    await userEvent.type(quantity, '3');
    expect(quantity).toHaveValue(3);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ quantity: 3 }));
  });

  it('closes on Cancel', async () => {
    const { onClose } = renderDialog(vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
