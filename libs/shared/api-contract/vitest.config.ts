import { projectTestConfig } from '../../../vitest.shared.ts';

// contract-import.spec.ts counts the schemas built when the contract is first imported: each file gets its own
// modules.
export default projectTestConfig(import.meta.dirname, 'api-contract', { environment: 'node', isolate: true });
