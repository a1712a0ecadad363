import { afterEach, describe, expect, it } from 'vitest';
import { auditActionLabel } from '@bar/domain';
import { i18next } from '../../lib/i18n/i18n';
import { auditActionText } from './audit-action-text';

describe('audit action names in the chosen language', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('keeps the English names in English', () => {
    expect(auditActionText('POST', '/api/ubar/bars/generalStart', 'en')).toBe('General Start');
    expect(auditActionText('PATCH', '/api/uging/coffee-type/:id', 'en')).toBe(auditActionLabel('PATCH', '/api/uging/coffee-type/:id'));
  });

  it('says named calls, commands, views and edits in Italian', () => {
    expect(auditActionText('POST', '/api/auth/login', 'it')).toBe('Accesso');
    expect(auditActionText('POST', '/api/ubar/bars/generalStart', 'it')).toBe('Avvio generale');
    expect(auditActionText('GET', '/api/uuser/members', 'it')).toBe('Visualizza membri');
    expect(auditActionText('PATCH', '/api/uging/coffee-type/:id', 'it')).toBe('Modifica tipo di caffè globale');
    expect(auditActionText('PATCH', '/api/udispenser/valv/:id', 'it')).toBe('Modifica posizione valvola');
    expect(auditActionText('DELETE', '/api/udrink/recipes/:id', 'it')).toBe('Elimina ricetta');
  });

  it('follows the language in use when none is given', async () => {
    await i18next.changeLanguage('it');
    expect(auditActionText('POST', '/api/ubar/bars/create')).toBe('Crea bar');
  });

  it('leaves a part no text holds in English instead of dropping it', () => {
    expect(auditActionText('POST', '/api/unew/things/doSomethingNew', 'it')).toBe('Do Something New');
    expect(auditActionText('PATCH', '/api/unew/gizmos/:id', 'it')).toBe('Modifica Gizmos');
  });
});
