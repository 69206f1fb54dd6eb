import { prepareFormats } from './dates';
import { asLanguage } from './languages';

/** What `prepareFormatsAside`'s worker does with the language it is sent: prepares its formats, then says so. */
export function answerPrepare(language: unknown, reply: (message: string) => void): void {
  // Anything but a known language prepares English, as the portal would show it.
  prepareFormats(asLanguage(language));
  reply('prepared');
}

const scope = globalThis as unknown as {
  addEventListener?: (type: 'message', listener: (event: { data: unknown }) => void) => void;
  postMessage?: (message: string) => void;
  document?: unknown;
};
// Only as a worker (no document): importing this module elsewhere (a test) listens to nothing.
if (scope.document === undefined && scope.addEventListener && scope.postMessage) {
  const postMessage = scope.postMessage.bind(scope);
  scope.addEventListener('message', (event) => answerPrepare(event.data, postMessage));
}
