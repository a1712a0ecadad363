import { describe, expect, it } from 'vitest';
import { auditActionKey, auditActionLabel } from './audit-actions.js';

describe('audit action labels', () => {
  it('names a bar command by its last path word', () => {
    expect(auditActionLabel('POST', '/api/ubar/bars/generalStart')).toBe('General Start');
    expect(auditActionLabel('post', '/api/ubar/bars/emergencyStop')).toBe('Emergency Stop');
  });

  it('names creating, editing and deleting by the thing', () => {
    expect(auditActionLabel('POST', '/api/ubar/bars/create')).toBe('Create Bar');
    expect(auditActionLabel('PUT', '/api/ubar/bars/:id')).toBe('Edit Bar');
    expect(auditActionLabel('PATCH', '/api/uuser/members/:id')).toBe('Edit User');
    expect(auditActionLabel('DELETE', '/api/udrink/recipes/:id')).toBe('Delete Recipe');
    expect(auditActionLabel('POST', '/api/uorder/voucher')).toBe('Create Voucher');
  });

  it('tells the global catalogue and dispenser positions from bar ingredients', () => {
    expect(auditActionLabel('PATCH', '/api/uging/coffee-type/:id')).toBe('Edit Global Coffee Type');
    expect(auditActionLabel('PATCH', '/api/uingredient/bottles/:id')).toBe('Edit Bottle');
    expect(auditActionLabel('PATCH', '/api/udispenser/valv/:id')).toBe('Edit Valve Position');
  });

  it('uses the names of calls the path does not explain', () => {
    expect(auditActionLabel('POST', '/api/auth/login')).toBe('Sign In');
    expect(auditActionLabel('DELETE', '/api/uorder/apporders/:id/refund')).toBe('Refund App Order');
    expect(auditActionLabel('PUT', '/api/ubar/robots/:id/start')).toBe('Robot Start');
    expect(auditActionLabel('SYSTEM', 'system/refund-settlement/paid')).toBe('Refund Settled: Still Paid');
  });

  it('reads a refused view and an unknown route as words', () => {
    expect(auditActionLabel('GET', '/api/uuser/members')).toBe('View Members');
    expect(auditActionLabel('GET', '/api/ubar/bars/:id')).toBe('View Bar');
    expect(auditActionLabel('GET', '/api/audit')).toBe('View Audit');
    expect(auditActionLabel('POST', '/api/unew/things/doSomethingNew')).toBe('Do Something New');
    expect(auditActionLabel('PATCH', '/api/unew/gizmos/:id')).toBe('Edit Gizmos');
  });

  it('keys an action by method and route', () => {
    expect(auditActionKey('post', '/api/ubar/bars/generalStart')).toBe('POST /api/ubar/bars/generalStart');
  });
});
