// What the build takes of ui's antd CSS, through the lib's entry; loaded by Vite's module runner as ui-colours.ts is
// (antd-static-css.ts).
export { antdStaticCss, antdThemeVariablesCss } from '@portal/ui/static-css';
