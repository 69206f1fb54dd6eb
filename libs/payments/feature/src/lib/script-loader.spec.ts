import { afterEach, describe, expect, it } from 'vitest';
import { loadScript, ScriptLoadFailure } from './script-loader';

const url = 'https://gateway.example/sdk.js';
const scriptTag = () => document.head.querySelector<HTMLScriptElement>(`script[src="${url}"]`);

afterEach(() => scriptTag()?.remove());

describe('loadScript', () => {
  it('does not load a script whose global is already there', async () => {
    await loadScript(url, () => true);
    expect(scriptTag()).toBeNull();
  });

  it('adds one tag for concurrent loads and resolves when it loads with its global', async () => {
    let ready = false;
    const first = loadScript(url, () => ready);
    const second = loadScript(url, () => ready);
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
    ready = true;
    scriptTag()?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('fails on a load error, removes the tag and tries again next time', async () => {
    const failing = loadScript(url, () => false);
    scriptTag()?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toEqual(new ScriptLoadFailure('load_failed'));
    expect(scriptTag()).toBeNull();
    const again = loadScript(url, () => false);
    expect(scriptTag()).not.toBeNull();
    scriptTag()?.dispatchEvent(new Event('error'));
    await expect(again).rejects.toMatchObject({ reason: 'load_failed' });
  });

  it('fails when the script loads without its global, and after the timeout', async () => {
    const noGlobal = loadScript(url, () => false);
    scriptTag()?.dispatchEvent(new Event('load'));
    await expect(noGlobal).rejects.toMatchObject({ reason: 'missing_global' });
    await expect(loadScript(url, () => false, 5)).rejects.toMatchObject({ reason: 'timeout' });
    expect(scriptTag()).toBeNull();
  });
});
