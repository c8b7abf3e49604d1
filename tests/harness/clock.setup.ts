import { setClock } from '@teleconsulta/schema';

/**
 * TEST_NOW sets the one clock (schema's now()) for a whole run: every test file starts at that instant and lives on
 * from it — the services, the gateway and the test's own expectations alike (npm run test:calendar).
 */
if (process.env.TEST_NOW) setClock(process.env.TEST_NOW);
