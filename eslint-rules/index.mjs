/** CoachCore's own lint rules (the `coachcore/` prefix in eslint.config.mjs); their tests: rules.test.mjs. */
import noDataAccessOutsideRepositories from './no-data-access-outside-repositories.mjs';
import noEntityRepository from './no-entity-repository.mjs';
import tenantFirst from './tenant-first.mjs';

export default {
  meta: { name: 'coachcore' },
  rules: {
    'no-data-access-outside-repositories': noDataAccessOutsideRepositories,
    'no-entity-repository': noEntityRepository,
    'tenant-first': tenantFirst,
  },
};
