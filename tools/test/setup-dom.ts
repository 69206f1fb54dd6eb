import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Installs the DOM set-up for the running test file. A function, not module side effects: with `isolate: false` a
 * worker evaluates this module once, yet every file needs its own hooks.
 */
export function setUpDom(): void {
  // CI runs two projects at once on two cores; a page that needs a moment longer is not a failure.
  configure({ asyncUtilTimeout: 10_000 });

  // jsdom lacks the layout APIs antd calls; these stand-ins answer like a 1280 px wide desktop window.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string) => {
        const width = window.innerWidth || 1280;
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        const min = /min-width:\s*([\d.]+)px/.exec(query);
        // jsdom runs no CSS transition, yet has TransitionEvent (since jsdom 31), so antd's motions would wait for a
        // `transitionend` that never comes and leave a closed dialog in the page: the window answers as a system set
        // to reduced motion, for which the portal has antd animate nothing. Any other query but the width: no.
        const matches =
          /prefers-reduced-motion:\s*reduce/.test(query) ||
          (Boolean(max || min) && (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])));
        return {
          matches,
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        };
      },
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }

  // Element.scroll is not in jsdom; antd's form scrolls its first invalid field with it (there is no layout to move).
  if (!('scroll' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'scroll', { writable: true, configurable: true, value() {} });
  }

  // antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom does not implement.
  const originalGetComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);

  // A console.error nobody expected (a React or antd warning, an unhandled request) fails the test that caused it,
  // so real warnings stand out. A test that expects one spies on console.error itself.
  // The one exception is jsdom's missing layout: antd's auto-sized TextArea measures a NaN height there.
  const JSDOM_LAYOUT_NOISE = /^`NaN` is an invalid value for the `%s` css style property\. height$/;
  const unexpectedErrors: string[] = [];
  beforeEach(() => {
    unexpectedErrors.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const message = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
      if (!JSDOM_LAYOUT_NOISE.test(message)) unexpectedErrors.push(message);
    });
  });

  afterEach(() => {
    const errors = unexpectedErrors.splice(0);
    if (errors.length > 0) throw new Error(`Unexpected console.error:\n${errors.join('\n')}`);
  });

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });
}
