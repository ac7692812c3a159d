// `npm start` runs this first: the configuration is checked in a second, before a build that takes much longer.
// It applies the backend's own rules (backend/src/config/app-config.ts, loaded from source): one source of truth.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('./register-backend-ts.cjs');
const { ConfigError, loadConfig } = require('../backend/src/config/app-config.ts');

try {
  loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
