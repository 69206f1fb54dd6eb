// The set-up of every test file. A file whose environment has a DOM (jsdom: the project's default, or its own
// `@vitest-environment` docblock) gets the DOM set-up too; a file that renders nothing runs in Node without it.
if (typeof window !== 'undefined') (await import('./setup-dom.ts')).setUpDom();
