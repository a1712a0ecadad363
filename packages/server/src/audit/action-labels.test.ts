import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActionLabel } from '@bar/domain';
import { startTestApp, type TestApp } from '../test/harness.js';

describe('audit action labels of the registered routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('name every audited (mutating) route in words, each differently', () => {
    const mutating = t.app.guardedRoutes.filter((r) => r.method !== 'GET');
    expect(mutating.length).toBeGreaterThan(50);
    const labels = new Map<string, string>();
    for (const { method, url } of mutating) {
      const label = auditActionLabel(method, url);
      expect(label, `${method} ${url}`).toMatch(/^[A-Z][A-Za-z0-9 :/]*$/);
      expect(label, `${method} ${url}`).not.toMatch(/\/api|:id|[a-z][A-Z]/);
      expect(labels.get(label), `${method} ${url} and ${labels.get(label)} read "${label}"`).toBeUndefined();
      labels.set(label, `${method} ${url}`);
    }
  });
});
