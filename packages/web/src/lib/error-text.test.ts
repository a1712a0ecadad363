import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom } from './api-error';
import { apiErrorText } from './error-text';
import { i18next } from './i18n/i18n';
import { errorMessage, failureText } from './notify';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = (status: number, code: string, message: string) => apiErrorFrom(answer(status, { statusCode: status, code, error: 'x', message }));

describe('server errors in the language in use', () => {
  it('keeps the code of the error body', async () => {
    const error = await refused(409, 'BAR_OFFLINE', 'The bar is offline.');
    expect(error.code).toBe('BAR_OFFLINE');
    expect((await apiErrorFrom(answer(409, { message: 'x', code: 'NOT_A_CODE' }))).code).toBeNull();
  });

  it("shows the server's English sentence exactly in English", async () => {
    const error = await refused(409, 'BAR_OFFLINE', 'Bar is offline: the order was not placed.');
    expect(apiErrorText(error, 'en')).toBe('Bar is offline: the order was not placed.');
    expect(errorMessage(error)).toBe('Bar is offline: the order was not placed.');
  });

  it('shows the Italian sentence of a specific code, with what varies in it', async () => {
    expect(apiErrorText(await refused(409, 'BAR_OFFLINE', 'Bar is offline: the order was not placed.'), 'it')).toBe(
      "Il bar è offline: l'ordine non è stato inviato.",
    );
    expect(apiErrorText(await refused(409, 'BAR_OFFLINE', 'The bar is offline.'), 'it')).toBe('Il bar è offline.');
    expect(apiErrorText(await refused(504, 'BAR_TIMEOUT', 'The bar did not answer the command in time.'), 'it')).toBe(
      'Il bar non ha risposto al comando in tempo.',
    );
    expect(apiErrorText(await refused(409, 'RECIPE_UNAVAILABLE', 'Negroni cannot be made now: Gin: bottle empty.'), 'it')).toBe(
      'Negroni non si può preparare ora: Gin: bottle empty.',
    );
    expect(apiErrorText(await refused(429, 'SIGN_IN_THROTTLED', 'Too many failed sign-in attempts. Try again in 1 minute.'), 'it')).toBe(
      'Troppi tentativi di accesso non riusciti. Riprova tra 1 minuto.',
    );
    expect(apiErrorText(await refused(429, 'SIGN_IN_THROTTLED', 'Too many sign-in attempts from this address. Try again in 30 seconds.'), 'it')).toBe(
      'Troppi tentativi di accesso da questo indirizzo. Riprova tra 30 secondi.',
    );
    const range = 'Invalid body: search.createdAt - Set both From and To: an export needs the date range search.createdAt {from, to}.';
    expect(apiErrorText(await refused(400, 'EXPORT_RANGE_REQUIRED', range), 'it')).toBe(
      "Imposta sia Dal che Al: un'esportazione richiede un intervallo di date (body: search.createdAt).",
    );
    expect(apiErrorText(await refused(400, 'VALIDATION_FAILED', 'Invalid body: name - Name is required'), 'it')).toBe(
      'Dati non validi (body): name - Il nome è obbligatorio',
    );
  });

  it("uses the code's generic sentence, else the server's own, when no sentence fits", async () => {
    expect(apiErrorText(await refused(502, 'BAD_GATEWAY', 'Shift4 said no. The payment gateway did not answer properly. Try again later.'), 'it')).toBe(
      'Un servizio esterno non ha risposto correttamente. Riprova più tardi.',
    );
    expect(apiErrorText(await refused(409, 'CONFLICT', 'A bottle named "Gin" already exists in this bar.'), 'it')).toBe(
      'A bottle named "Gin" already exists in this bar.',
    );
    expect(apiErrorText(new ApiError(500, 'Request failed (500 Internal Server Error)'), 'it')).toBe(
      "Si è verificato un problema da parte nostra. Riprova e, se continua, contatta l'assistenza.",
    );
    expect(apiErrorText(new ApiError(418, 'Request failed (418)'), 'it')).toBe('Richiesta non riuscita (418)');
  });

  it('notifies in Italian once the console is in Italian', async () => {
    await i18next.changeLanguage('it');
    const error = await refused(409, 'BAR_CLOSED', 'The bar is closed.');
    expect(errorMessage(error)).toBe('Il bar è chiuso.');
    expect(errorMessage({})).toBe('Errore generico');
    expect(failureText('Avvio non riuscito!', error)).toBe('Avvio non riuscito! — Il bar è chiuso.');
  });
});
