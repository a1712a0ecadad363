import { describe, expect, it } from 'vitest';
import { readServerError, toFieldName } from './server-errors';

describe('readServerError', () => {
  it('maps details to form field names and keeps the message', () => {
    const error = Object.assign(new Error('Invalid bar'), {
      details: [
        { path: 'instanceInfos.placeName', message: 'Location is required' },
        { path: ['geoPosition', 'lat'], message: 'Latitude must be between -90 and 90' },
        { nonsense: true },
      ],
    });
    expect(readServerError(error)).toEqual({
      message: 'Invalid bar',
      fields: [
        { name: 'instanceInfos.placeName', message: 'Location is required' },
        { name: 'geoPosition.lat', message: 'Latitude must be between -90 and 90' },
      ],
    });
  });

  it('falls back to a general sentence when the error has no message', () => {
    expect(readServerError(undefined, 'Saving failed')).toEqual({ message: 'Saving failed', fields: [] });
    expect(readServerError(new Error('')).message).toBe('The changes could not be saved.');
  });
});

describe('toFieldName', () => {
  it('accepts dotted, slashed and array paths, dropping a leading body segment', () => {
    expect(toFieldName('/body/geoPosition/lng')).toBe('geoPosition.lng');
    expect(toFieldName('body.name')).toBe('name');
    expect(toFieldName(['roles', 0, 'barId'])).toBe('roles.0.barId');
  });
});
