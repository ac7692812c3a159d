/**
 * Repositories are composed on TenantRepository (or, for platform data, on the EntityManager in a `@platformData`
 * class): MikroORM's EntityRepository would put tenant-free `find` and `nativeUpdate` in every repository's public
 * surface. So: no `extends EntityRepository`, no `@Entity({ repository })`, no `getRepository(...)`.
 */
const named = (node, name) =>
  (node?.type === 'Identifier' && node.name === name) || (node?.type === 'MemberExpression' && !node.computed && node.property.name === name);

export default {
  meta: {
    type: 'problem',
    docs: { description: "Refuse MikroORM's EntityRepository: extends EntityRepository, @Entity({ repository }), getRepository()" },
    schema: [],
    messages: {
      extends:
        'No `extends EntityRepository`: its find and nativeUpdate take no tenant. Extend TenantRepository (tenant data) or write a @platformData repository.',
      entityOption: 'No `repository` in @Entity: repositories are @Injectable classes registered in their module, injected by class.',
      getRepository: 'No `getRepository(...)`: inject the repository class.',
    },
  },
  create(context) {
    const checkClass = (node) => {
      if (named(node.superClass, 'EntityRepository')) context.report({ node: node.superClass, messageId: 'extends' });
    };
    return {
      ClassDeclaration: checkClass,
      ClassExpression: checkClass,
      Decorator(node) {
        const call = node.expression;
        if (call.type !== 'CallExpression' || !named(call.callee, 'Entity')) return;
        for (const argument of call.arguments) {
          if (argument.type !== 'ObjectExpression') continue;
          for (const property of argument.properties) {
            const key = property.type === 'Property' && (property.key.name ?? property.key.value);
            if (key === 'repository') context.report({ node: property, messageId: 'entityOption' });
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (named(callee, 'getRepository')) context.report({ node: callee, messageId: 'getRepository' });
      },
    };
  },
};
