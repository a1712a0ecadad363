import { describe, expect, it } from 'vitest';
import { languageLoader } from './language-loader';
import { it as italian } from './resources';

const read = (language: string, namespace: string) =>
  new Promise<unknown>((resolve, reject) => languageLoader.read(language, namespace, (error, data) => (error ? reject(error as Error) : resolve(data))));

describe('the language loader', () => {
  it("reads a namespace of a language that is not bundled from that language's chunk", async () => {
    expect(await read('it', 'activity')).toEqual(italian.activity);
    expect(await read('it', 'common')).toEqual(italian.common);
  });

  it('has nothing to load for English, which is bundled, nor for a language the console lacks', async () => {
    await expect(read('en', 'common')).rejects.toThrow('No texts to load for en');
    await expect(read('fr', 'common')).rejects.toThrow('No texts to load for fr');
  });
});
