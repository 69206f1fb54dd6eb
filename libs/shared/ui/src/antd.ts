/**
 * antd's provider for what renders antd components outside a route's page (the shell's phone menu, the workshop).
 * An entry of its own, not in ui's index: what the index exports is kept in every chunk that imports it, and antd
 * must stay out of the first screen's (docs/performance.md). A page gets it from antd's layout route
 * (antdLayoutRoute) above it in the shell's route table.
 */
export { AntdProvider } from './lib/antd-provider';
/** The same for a feature page, with antd's headings for what it shares with the first screen (PageStates). */
export { AntdPageProvider } from './lib/antd-page-provider';
