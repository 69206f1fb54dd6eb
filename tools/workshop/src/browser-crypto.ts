/** `node:crypto` in the browser, for what api-mocks uses of it (the workshop's Vite config aliases it here). */
export const randomUUID = (): string => globalThis.crypto.randomUUID();
