import { errorCodeForStatus, type ErrorCode } from '@bar/domain';
import type { ApiError } from './api-error';
import { i18next } from './i18n/i18n';
import { toLanguage } from './i18n/languages';
import { enBundled } from './i18n/english';
import { validationText } from './i18n/validation-text';

/**
 * The server writes its error sentences in English (the SPEC's). In another language the console
 * shows its own sentence, chosen by the error's `code`: the server's sentence is matched against
 * the English sentences of that code (`errors:sentences.<CODE>.*`) and what varies in it (a
 * recipe, a wait, a field) is carried over; a code whose sentence no key fits shows the generic
 * text of the code when it has one (`errors:generic.<CODE>`), else the server's sentence as it is.
 */
type Sentences = Record<string, Record<string, string>>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matchSentence(template: string, sentence: string): Map<string, string> | null {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
  const source = template
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : escape(part)))
    .join('');
  const match = new RegExp(`^${source}$`, 's').exec(sentence);
  return match ? new Map(names.map((name, index) => [name, match[index + 1]])) : null;
}

/** '30 seconds' / '1 minute' (the server's waits) in the language in use. */
function waitText(wait: string, language: string): string {
  const match = /^(\d+) (second|minute)s?$/.exec(wait);
  if (!match) return wait;
  const unit = match[2] === 'second' ? 'wait.seconds' : 'wait.minutes';
  return i18next.t(unit, { ns: 'errors', lng: language, count: Number(match[1]) });
}

/** Values of a sentence in the target language: waits and form messages are translated too. */
function carry(name: string, value: string, language: string): string {
  if (name === 'wait') return waitText(value, language);
  if (name === 'message') return validationText(value, language);
  return value;
}

/** The sentence to show for an API error in `language`; English shows the server's own sentence. */
export function apiErrorText(error: ApiError, language: string = i18next.language): string {
  const lng = toLanguage(language);
  const code: ErrorCode = error.code ?? errorCodeForStatus(error.status);
  const sentence = error.serverMessage;
  if (lng === 'en') return sentence ?? error.message;
  if (sentence) {
    const english = (enBundled.errors.sentences as Sentences)[code] ?? {};
    for (const [name, template] of Object.entries(english)) {
      const values = matchSentence(template, sentence);
      if (!values) continue;
      const target = i18next.getResource(lng, 'errors', `sentences.${code}.${name}`) as unknown;
      if (typeof target !== 'string') break;
      return target.replace(PLACEHOLDER, (_, key: string) => carry(key, values.get(key) ?? '', lng));
    }
  }
  const generic = i18next.getResource(lng, 'errors', `generic.${code}`) as unknown;
  if (typeof generic === 'string') return generic;
  return sentence ?? i18next.t('requestFailed', { ns: 'errors', lng, status: error.status });
}
