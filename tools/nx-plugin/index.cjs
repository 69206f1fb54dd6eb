// Nx loads local plugins with Node's require. The workspace's Node (24) strips TypeScript types, but Nx may
// also run on an older system Node (an `npx nx` typed without tools/scripts/with-node.mjs) and the workspace
// has neither swc-node nor ts-node, so these entries load the TypeScript sources through tsx (already a dev
// dependency), scoped to this plugin: nothing is registered globally.
const tsx = require('tsx/cjs/api');

// The plugin Nx runs for every project graph (the inferred workshop target): kept small.
module.exports = tsx.require('./src/index.ts', __filename);
