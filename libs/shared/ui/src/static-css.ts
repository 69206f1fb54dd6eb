// antd's CSS for the portal's theme, made at build time (tools/vite/antd-static-css.ts). An entry of its own
// (`@portal/ui/static-css`): it runs in Node at build time and is never part of a page's bundle.
export { antdStaticCss, antdThemeVariablesCss } from './lib/static-css';
