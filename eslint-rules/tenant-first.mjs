/**
 * A repository cannot be asked for another business's rows by accident:
 * - in a class that extends TenantRepository, every public method takes the tenant first (a parameter named
 *   `tenant`), unless its JSDoc says why it must cross businesses in a `@crossTenant <why>` tag;
 * - a class in a `*.repository.ts` file that does not extend TenantRepository holds platform data (users, sessions,
 *   outboxes) and says so in its class JSDoc: `@platformData <why>`.
 */
const CROSS_TENANT = /@crossTenant\b/;
const CROSS_TENANT_WITH_REASON = /@crossTenant[ \t]+\S/;
const PLATFORM_DATA = /@platformData[ \t]+\S/;

const extendsTenantRepository = (node) =>
  (node.superClass?.type === 'Identifier' && node.superClass.name === 'TenantRepository') ||
  (node.superClass?.type === 'MemberExpression' && node.superClass.property.name === 'TenantRepository');

const isPublic = (member) => !member.accessibility || member.accessibility === 'public';

function firstParameterName(fn) {
  const [first] = fn.params ?? [];
  if (!first) return undefined;
  if (first.type === 'Identifier') return first.name;
  if (first.type === 'AssignmentPattern' && first.left.type === 'Identifier') return first.left.name;
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Public methods of a TenantRepository take the tenant first; other repositories declare @platformData' },
    schema: [],
    messages: {
      tenantFirst:
        '`{{name}}` is a public method of a TenantRepository without the tenant: take `tenant: TenantScope` first, or say why it must cross businesses in a `@crossTenant <why>` JSDoc tag.',
      crossTenantReason: '`{{name}}`: the `@crossTenant` tag must say why the method crosses businesses.',
      platformData:
        '`{{name}}` in a *.repository.ts file does not extend TenantRepository: extend it (tenant data), or say what platform data it holds in a `@platformData <why>` class JSDoc tag.',
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const isRepositoryFile = /\.repository\.ts$/.test(context.filename);

    /** The block comments written just before a node, its decorators and its `export`. */
    function docOf(node) {
      const anchors = [
        node,
        node.decorators?.[0],
        node.parent?.type === 'ExportNamedDeclaration' || node.parent?.type === 'ExportDefaultDeclaration' ? node.parent : undefined,
      ];
      return anchors
        .filter(Boolean)
        .flatMap((anchor) => sourceCode.getCommentsBefore(anchor))
        .filter((comment) => comment.type === 'Block' && comment.value.startsWith('*'))
        .map((comment) => comment.value)
        .join('\n');
    }

    function checkMember(member) {
      if (member.static || member.key.type === 'PrivateIdentifier' || !isPublic(member)) return;
      let fn;
      if (member.type === 'MethodDefinition' && member.kind === 'method') fn = member.value;
      else if (member.type === 'PropertyDefinition' && ['ArrowFunctionExpression', 'FunctionExpression'].includes(member.value?.type)) fn = member.value;
      if (!fn) return;
      const name = member.key.type === 'Identifier' ? member.key.name : sourceCode.getText(member.key);
      const doc = docOf(member);
      if (CROSS_TENANT.test(doc)) {
        if (!CROSS_TENANT_WITH_REASON.test(doc)) context.report({ node: member.key, messageId: 'crossTenantReason', data: { name } });
        return;
      }
      if (firstParameterName(fn) !== 'tenant') context.report({ node: member.key, messageId: 'tenantFirst', data: { name } });
    }

    function checkClass(node) {
      const name = node.id?.name ?? 'This class';
      if (extendsTenantRepository(node)) {
        for (const member of node.body.body) checkMember(member);
      } else if (isRepositoryFile && node.type === 'ClassDeclaration' && !PLATFORM_DATA.test(docOf(node))) {
        context.report({ node: node.id ?? node, messageId: 'platformData', data: { name } });
      }
    }

    return { ClassDeclaration: checkClass, ClassExpression: checkClass };
  },
};
