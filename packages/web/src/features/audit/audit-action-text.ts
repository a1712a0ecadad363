import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { auditActionLabel, auditActionParts, type AuditThingScope } from '@bar/domain';
import { i18next } from '../../lib/i18n/i18n';
import { toLanguage } from '../../lib/i18n/languages';

interface ActionTexts {
  named: Record<string, string>;
  verbs: Record<string, string>;
  things: Record<string, string>;
  subjects: Record<string, string>;
  calls: Record<string, string>;
  act: string;
  global: string;
  position: string;
  view: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/**
 * An audited call's name in `language`. The domain names it in English parts; each part is looked
 * up by its English text (the names come from routes, not from keys), and a part no text holds —
 * a route added since — stays in English rather than vanishing.
 */
export function auditActionText(method: string, route: string, language: string = i18next.language): string {
  if (toLanguage(language) === 'en') return auditActionLabel(method, route);
  const texts = (i18next.getResourceBundle(toLanguage(language), 'audit') as { actions?: ActionTexts } | undefined)?.actions;
  if (!texts) return auditActionLabel(method, route);
  const parts = auditActionParts(method, route);
  const scoped = (thing: string, scope: AuditThingScope) => (scope ? fill(texts[scope], { thing }) : thing);
  switch (parts.kind) {
    case 'named':
      return texts.named[parts.name] ?? parts.name;
    case 'call':
      return texts.calls[parts.name] ?? parts.name;
    case 'view':
      return fill(texts.view, { subject: texts.subjects[parts.subject] ?? parts.subject });
    case 'act':
      return fill(texts.act, { verb: texts.verbs[parts.verb] ?? parts.verb, thing: scoped(texts.things[parts.thing] ?? parts.thing, parts.scope) });
  }
}

/** `auditActionText` for components: re-renders when the language changes. */
export function useAuditActionText(): (method: string, route: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((method: string, route: string) => auditActionText(method, route, language), [language]);
}
