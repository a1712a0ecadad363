import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainMessages } from './domain-messages.test-util';
import { en, it as italian } from './resources';
import { validationText } from './validation-text';

// the web tests run from the repository root or from packages/web
const domainSrc = resolve(process.cwd().endsWith('web') ? '..' : 'packages', 'domain/src');

describe('form messages in Italian', () => {
  it('has a text for every message the domain rules can give', () => {
    const messages = domainMessages(domainSrc);
    // the scan finds the rules: a scan that found nothing would prove nothing
    expect(messages.length).toBeGreaterThan(100);
    expect(messages).toContain('{{label}} is required');
    const missing = messages.filter((message) => !(message in en.validation));
    expect(missing, 'add these to locales/en/validation.json and locales/it/validation.json').toEqual([]);
  });

  it('translates exact messages and templated ones, with their labels', () => {
    expect(validationText('Invalid Email Format', 'it')).toBe(italian.validation['Invalid Email Format']);
    expect(validationText('Name is required', 'it')).toBe('Il nome è obbligatorio');
    expect(validationText('Latitude is required', 'it')).toBe('Latitudine: campo obbligatorio');
    expect(validationText('Level must be at most 40', 'it')).toBe('Il livello deve essere al massimo 40');
    expect(validationText('Cup name is at most 30 characters', 'it')).toBe('Nome bicchiere: al massimo 30 caratteri');
  });

  it('keeps English as the domain wrote it, and an unknown message as it came', () => {
    expect(validationText('Latitude is required', 'en')).toBe('Latitude is required');
    expect(validationText('Something the server made up', 'it')).toBe('Something the server made up');
  });
});
