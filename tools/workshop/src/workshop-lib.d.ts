/** The lib under test, provided by the workshop's Vite config: its entry's exports and its project name. */
declare module 'virtual:workshop-lib' {
  export const lib: Record<string, unknown>;
  export const libName: string;
}
