import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage } from './notify';
import { shouldRetry } from './query-client';

describe('error rule', () => {
  it('shows the server message, else the error text, else the fallback', () => {
    expect(errorMessage(new ApiError(409, 'Request failed (409)', [], 'Name already used'))).toBe('Name already used');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage({})).toBe('General Error');
    expect(errorMessage(undefined, 'General Error - Bar lookup')).toBe('General Error - Bar lookup');
  });

  it('retries server and network failures a little, client errors never', () => {
    expect(shouldRetry(0, new ApiError(404, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'x'))).toBe(true);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'x'))).toBe(false);
  });
});
