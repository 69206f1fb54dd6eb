// The generators' entry (generators.json), loaded only by `nx g`; see index.cjs for why through tsx.
const tsx = require('tsx/cjs/api');

module.exports = tsx.require('./src/generators.ts', __filename);
