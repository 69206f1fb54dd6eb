// What the build takes of ui's colours, through the lib's entry. Vite's module runner loads this file
// (brand-colours.ts) and resolves the entry by the workspace's paths (this folder's tsconfig.json); a Vite config
// and what it imports are bundled without them.
export { fillHtmlColours, PLAIN_COLOURS, plainColoursCss } from '@portal/ui-light/colours';
