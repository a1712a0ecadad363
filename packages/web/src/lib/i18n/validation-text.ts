import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from './i18n';
import { toLanguage } from './languages';

/**
 * Form messages come in English from the domain's rules (the SPEC's texts), on the client and in
 * the server's `details`. The `validation` texts are keyed by that English text; a message with
 * varying parts ('Name is required', 'Level must be at most 40') is keyed by its template
 * ('{{label}} is required'), and a label the texts know ('Name') is translated too.
 */
type Texts = Record<string, string | Record<string, string>>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

/**
 * The templates among the keys (every language has English's keys), the most literal text first so
 * that 'Level must be at most {{x}}' wins over '{{label}} …'. Made once per language's texts.
 */
const templatesOf = (texts: Texts): Template[] =>
  Object.keys(texts)
    .filter((key) => key.includes('{{'))
    .map((key) => {
      const names = [...key.matchAll(PLACEHOLDER)].map((match) => match[1]);
      const source = key
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : escape(part)))
        .join('');
      return { key, pattern: new RegExp(`^${source}$`, 's'), names };
    })
    .sort((a, b) => b.key.replace(PLACEHOLDER, '').length - a.key.replace(PLACEHOLDER, '').length);

const templates = new WeakMap<Texts, Template[]>();

/** A form message in `language` (the one in use by default); a message no text fits stays as it came. */
export function validationText(message: string, language: string = i18next.language): string {
  if (toLanguage(language) === 'en') return message;
  const texts = (i18next.getResourceBundle(toLanguage(language), 'validation') ?? {}) as Texts;
  const exact = texts[message];
  if (typeof exact === 'string') return exact;
  const labels = (typeof texts.labels === 'object' ? texts.labels : {}) as Record<string, string>;
  let known = templates.get(texts);
  if (!known) templates.set(texts, (known = templatesOf(texts)));
  for (const { key, pattern, names } of known) {
    const match = pattern.exec(message);
    const target = texts[key];
    if (!match || typeof target !== 'string') continue;
    const values = new Map(names.map((name, index) => [name, match[index + 1]]));
    return target.replace(PLACEHOLDER, (_, name: string) => {
      const value = values.get(name) ?? '';
      return labels[value] ?? value;
    });
  }
  return message;
}

/** `validationText` for components: re-renders when the language changes. */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((message: string | undefined) => (message ? validationText(message, language) : message), [language]);
}
