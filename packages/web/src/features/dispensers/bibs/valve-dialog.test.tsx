import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fetchStub, type StubAnswer } from '../../../test/fetch-stub';
import { renderBarScreen } from '../../../test/render-bar-screen';
import { DispensersPage } from '../dispensers-page';

const BAR = { id: '0b7c8a52-5f0e-4c43-9d7e-1f2a3b4c5d6e', name: 'Milano Duomo', version: 'ms3.1' as const };
const features = { bottles: false, bibs: true, granulars: false, garnish: false, leaves: false, ice: true, coffee: false };
const VALVE_ID = '5d0e7a1c-3b2f-4e6d-8a9c-1f2e3d4c5b6a';
const ICE_ID = '6e1f8b2d-4c3a-4f7e-9b0d-2a3b4c5d6e7f';
const BIBS = [
  {
    _id: 'bib-1',
    barId: BAR.id,
    graphicCode: 'B1',
    beverageType: 'Sodas',
    robots: [],
    valveIds: [{ _id: VALVE_ID, graphicCode: 'V1', flavourId: null, flavourName: null }],
  },
];
const ICE = [{ _id: ICE_ID, barId: BAR.id, graphicCode: 'I1', dispensingTime: 1000 }];

const server = fetchStub();
const MANUAL_COMMAND = 'POST /api/udispenser/:kind/:id/manualCommand';
/** The bar's answer to the next manual commands, in turn (then 'done'). */
let commandAnswers: StubAnswer[] = [];

beforeEach(() => {
  commandAnswers = [];
  server.on({
    'GET /api/udispenser/:kind/': [],
    'GET /api/udispenser/bib/': BIBS,
    'GET /api/udispenser/ice/': ICE,
    [MANUAL_COMMAND]: () => commandAnswers.shift() ?? { status: 'done' },
  });
});

const sentCommands = () => server.requests(MANUAL_COMMAND).map(({ path, body }) => ({ url: path, body }));
const render = (tab: 'bibs' | 'ice') =>
  renderBarScreen(<DispensersPage />, { bar: { ...BAR, features } as never, role: 'MAINT', path: '/dispensers/:tabActive', url: `/dispensers/${tab}` });

async function openValveTest() {
  const user = userEvent.setup();
  render('bibs');
  await user.click(await screen.findByRole('button', { name: 'V1: UNASSIGNED' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('tab', { name: 'Test' }));
  return { user, dialog };
}

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('manual test of a valve', () => {
  it('recovers from a validation error: the corrected values are sent', async () => {
    const { user, dialog } = await openValveTest();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await retype(user, quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Quantity must be 1 or more')).toBeInTheDocument();
    expect(sentCommands()).toHaveLength(0);

    await retype(user, quantity, '3');
    await retype(user, within(dialog).getByRole('spinbutton', { name: 'Dispensing time (ms)' }), '350');
    expect(within(dialog).queryByText('Quantity must be 1 or more')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentCommands()).toHaveLength(1));
    expect(sentCommands()[0]).toEqual({
      url: `/api/udispenser/valv/${VALVE_ID}/manualCommand`,
      body: { id: VALVE_ID, barId: BAR.id, quantity: 3, dispensingTime: 350 },
    });
    expect(await screen.findByText('Manual command sent!')).toBeInTheDocument();
  });

  it('keeps a cleared field empty, says it is required, and sends once it is filled (Enter sends too)', async () => {
    const { user, dialog } = await openValveTest();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    expect(quantity).toHaveValue(null);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Quantity is required')).toBeInTheDocument();
    expect(quantity).toHaveValue(null);

    await user.type(quantity, '2{Enter}');
    await waitFor(() => expect(sentCommands()).toHaveLength(1));
    expect(sentCommands()[0].body).toMatchObject({ quantity: 2, dispensingTime: 200 });
  });

  it('shows a refused test on its field and sends the corrected values', async () => {
    commandAnswers = [
      failure(400, 'Invalid body: dispensingTime - Too long for this valve', { details: [{ path: 'dispensingTime', message: 'Too long for this valve' }] }),
    ];
    const { user, dialog } = await openValveTest();
    const time = within(dialog).getByRole('spinbutton', { name: 'Dispensing time (ms)' });
    await retype(user, time, '90000');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too long for this valve');
    expect(within(dialog).getByText('Too long for this valve', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();

    await retype(user, time, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentCommands()).toHaveLength(2));
    expect(sentCommands()[1].body).toMatchObject({ quantity: 1, dispensingTime: 400 });
    expect(await screen.findByText('Manual command sent!')).toBeInTheDocument();
  });
});

describe('manual test of the ice dispenser', () => {
  it('recovers from a validation error: the corrected values are sent', async () => {
    const user = userEvent.setup();
    render('ice');
    await user.click(await screen.findByRole('button', { name: 'Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test Ice Dispenser' });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await retype(user, quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Quantity must be 1 or more')).toBeInTheDocument();
    expect(sentCommands()).toHaveLength(0);

    await retype(user, quantity, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentCommands()).toHaveLength(1));
    expect(sentCommands()[0]).toEqual({
      url: `/api/udispenser/ice/${ICE_ID}/manualCommand`,
      body: { id: ICE_ID, barId: BAR.id, quantity: 4, dispensingTime: 200 },
    });
  });
});
