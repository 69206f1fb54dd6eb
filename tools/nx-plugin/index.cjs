// Nx loads local plugins with Node's require. Node 20 cannot strip TypeScript types and the workspace has
// neither swc-node nor ts-node, so these entries load the TypeScript sources through tsx (already a dev
// dependency), scoped to this plugin: nothing is registered globally.
const tsx = require('tsx/cjs/api');

// The plugin Nx runs for every project graph (the inferred workshop target): kept small.
module.exports = tsx.require('./src/index.ts', __filename);
