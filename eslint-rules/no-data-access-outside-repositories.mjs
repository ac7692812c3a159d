/**
 * Data access lives in repositories (`*.repository.ts`), whose methods take the tenant first: everywhere else the
 * EntityManager's reads and writes (`em.find*`, `em.count`, `em.nativeUpdate`, a query builder...), raw SQL
 * (`.execute(`) and the connection (`.getConnection(`) are refused. The config turns this rule off for repositories and
 * for the few files that are not module data access (migrations, the readiness probe, tests).
 */

/** Methods of the EntityManager that read or write rows behind the repositories' backs. */
const ENTITY_MANAGER_METHODS = new Set([
  'find',
  'findOne',
  'findOneOrFail',
  'findAll',
  'findAndCount',
  'findByCursor',
  'count',
  'nativeUpdate',
  'nativeDelete',
  'insert',
  'insertMany',
  'upsert',
  'upsertMany',
  'createQueryBuilder',
  'qb',
  'getKysely',
]);
/** Raw SQL and the connection, on whatever object (an EntityManager, a query builder, a transaction). */
const ANY_RECEIVER_METHODS = new Set(['execute', 'getConnection']);
/** How the code names an EntityManager: `em`, `this.em`, `this.orm.em`, `tx` in a transaction, `em.fork()`. */
const ENTITY_MANAGER_NAME = /^(em|tx|trx|entityManager|\w+Em)$/;

function isEntityManager(node) {
  switch (node?.type) {
    case 'Identifier':
      return ENTITY_MANAGER_NAME.test(node.name);
    case 'MemberExpression':
      return !node.computed && node.property.type === 'Identifier' && ENTITY_MANAGER_NAME.test(node.property.name);
    case 'CallExpression':
      return node.callee.type === 'MemberExpression' && ['fork', 'getContext'].includes(node.callee.property.name) && isEntityManager(node.callee.object);
    case 'LogicalExpression':
      return isEntityManager(node.left) || isEntityManager(node.right);
    case 'TSNonNullExpression':
    case 'TSAsExpression':
    case 'ChainExpression':
      return isEntityManager(node.expression);
    default:
      return false;
  }
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse EntityManager reads and writes, raw SQL and the connection outside *.repository.ts' },
    schema: [],
    messages: {
      entityManager:
        "`{{method}}` on the EntityManager outside a repository: put the query in the module's *.repository.ts (a TenantRepository method that takes the tenant first) and call that.",
      raw: "`.{{method}}(` outside a repository: raw SQL and the connection belong in the module's *.repository.ts.",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (ANY_RECEIVER_METHODS.has(method)) context.report({ node: callee.property, messageId: 'raw', data: { method } });
        else if (ENTITY_MANAGER_METHODS.has(method) && isEntityManager(callee.object)) {
          context.report({ node: callee.property, messageId: 'entityManager', data: { method } });
        }
      },
    };
  },
};
