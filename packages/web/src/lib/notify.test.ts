import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage, failureText } from './notify';
import { shouldRetry } from './query-client';

describe('error rule', () => {
  it('shows the server message, else the error text, else the fallback', () => {
    expect(errorMessage(new ApiError(409, 'Request failed (409)', [], 'Name already used'))).toBe('Name already used');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage({})).toBe('General Error');
    expect(errorMessage(undefined, 'General Error - Bar lookup')).toBe('General Error - Bar lookup');
  });

  it("adds the server's reason to a catalogue failure text, once", () => {
    const refused = new ApiError(409, 'Request failed (409)', [], 'Controller unreachable');
    expect(failureText('General Start failure!', refused)).toBe('General Start failure! — Controller unreachable');
    expect(failureText('General Start failure!', new ApiError(504, 'Request failed (504 Gateway Timeout)'))).toBe('General Start failure!');
    expect(failureText('General Start failure!', new TypeError('Failed to fetch'))).toBe('General Start failure!');
    expect(failureText('Drink Order error!', new ApiError(409, 'x', [], 'Drink Order error!'))).toBe('Drink Order error!');
  });

  it('retries server and network failures a little, client errors never', () => {
    expect(shouldRetry(0, new ApiError(404, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'x'))).toBe(true);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'x'))).toBe(false);
  });
});
