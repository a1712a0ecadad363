import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18next, onMissingKey } from './lib/i18n/i18n';
import { LANGUAGES } from './lib/i18n/languages';
import { en } from './lib/i18n/resources';

// findBy*/waitFor wait for behaviour, not speed: 1 s is too short on a busy two-core CI machine, and
// 5 s was once too short for a lazily loaded screen while the browser journeys ran beside the suite
configure({ asyncUtilTimeout: 10_000 });

// The console loads a language other than English when first used (lib/i18n/language-loader.ts),
// and a feature's English texts with its screens (lib/i18n/english.ts); tests render parts of
// screens and look texts up in any language without switching, so every text is there from the start.
await i18next.loadLanguages([...LANGUAGES]);
for (const [namespace, texts] of Object.entries(en)) i18next.addResourceBundle('en', namespace, texts, true, true);

// a text the code asks for that no language holds fails the test that rendered it
const missingKeys: string[] = [];
onMissingKey((language, namespace, key) => missingKeys.push(`${language}/${namespace}:${key}`));

afterEach(async () => {
  cleanup();
  // a test that switches to Italian leaves the next one in English, as jsdom's browser asks
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  if (missingKeys.length) {
    const found = missingKeys.splice(0);
    throw new Error(`Missing translation(s): ${[...new Set(found)].join(', ')}`);
  }
});
