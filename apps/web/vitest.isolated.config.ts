import { MODULE_MOCKING_TESTS, webProject } from './vitest.config.ts';

export default webProject({ name: 'web-isolated', include: MODULE_MOCKING_TESTS, isolate: true });
