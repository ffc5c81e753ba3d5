import ts from "typescript";

/**
 * A painted region (app/components/ui/painted.tsx) keeps the server's HTML on the first load: nothing inside
 * it runs in the browser until the visitor moves to another address. So whatever a visitor operates or the
 * browser changes must stay outside <Painted>. This rule refuses, anywhere in a <Painted> element's tree and
 * in the app's own components and hooks it renders or calls (followed through imports with the type checker):
 *   - an event handler prop (`onClick`, `onSubmit`, …);
 *   - React state and effects (`useState`, `useEffect`, …);
 *   - React Router's own Link and NavLink, whose click handler is not there either: the site's Link
 *     (app/components/ui/link.tsx) marks itself so the site actions can follow it.
 * Components from packages are not followed (their hooks are theirs); a component from the app is followed
 * once per region.
 */
const stateAndEffects = new Set([
  "useState",
  "useReducer",
  "useEffect",
  "useLayoutEffect",
  "useInsertionEffect",
  "useEffectEvent",
  "useSyncExternalStore",
  "useActionState",
  "useOptimistic",
  "useTransition",
  "useDeferredValue",
  "useImperativeHandle",
]);
const handlerProp = /^on[A-Z]/;
const routerLinks = new Set(["Link", "NavLink"]);

function where(node) {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${file.fileName.replace(/^.*?\/app\//, "app/")}:${line + 1}`;
}

function tagName(node) {
  return ts.isJsxElement(node) ? node.openingElement.tagName : ts.isJsxSelfClosingElement(node) ? node.tagName : undefined;
}

/** The declaration a name refers to, through imports. */
function declarationOf(checker, expression) {
  let symbol = checker.getSymbolAtLocation(expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
}

/** What to read of a declaration: a function's body, a variable's or a property's value. */
function bodyOf(declaration) {
  if (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) return declaration.initializer;
  if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) return declaration;
  return undefined;
}

export const paintedRegionsRule = {
  meta: {
    type: "problem",
    docs: { description: "Nothing interactive inside a painted region: no handlers, state, effects or unmarked router links." },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program || !services.esTreeNodeToTSNodeMap) return {};
    const checker = services.program.getTypeChecker();

    function check(painted) {
      const reported = new Set();
      const followed = new Set();
      const report = (entry, message) => {
        const key = `${entry.pos}:${message}`;
        if (reported.has(key)) return;
        reported.add(key);
        context.report({ node: services.tsNodeToESTreeNodeMap.get(entry), message: `${message}: nothing inside <Painted> runs on the first load, keep it outside.` });
      };

      /**
       * `entry` is the node of the linted file that led to `node`, and `chain` the components and hooks followed
       * from it ("<PostCard> → <Image>"); both are undefined while still in the region's own code.
       */
      const visit = (node, entry, chain) => {
        const found = (what) => report(entry ?? node, entry ? `${chain} uses ${what} (${where(node)})` : what);
        if (ts.isJsxAttribute(node) && handlerProp.test(node.name.getText())) {
          found(`handler \`${node.name.getText()}\``);
        } else if (ts.isCallExpression(node)) {
          const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
          const name = ts.isIdentifier(callee) ? callee.text : "";
          if (stateAndEffects.has(name)) found(`\`${name}\``);
          else if (/^use[A-Z]/.test(name)) follow(callee, name, entry, chain);
        } else {
          const tag = tagName(node);
          if (tag && !(ts.isIdentifier(tag) && /^[a-z]/.test(tag.text))) follow(tag, `<${tag.getText()}>`, entry, chain);
        }
        ts.forEachChild(node, (child) => visit(child, entry, chain));
      };

      const follow = (name, label, entry, chain) => {
        const declaration = declarationOf(checker, name);
        if (!declaration) return;
        const file = declaration.getSourceFile().fileName;
        if (file.includes("/node_modules/")) {
          const imported = declaration.name?.getText?.() ?? name.getText();
          if (file.includes("/react-router/") && routerLinks.has(imported)) {
            const what = `React Router's <${imported}>, which has no click handler in a painted region (use the site's Link, app/components/ui/link.tsx)`;
            report(entry ?? name, entry ? `${chain} uses ${what}` : what);
          }
          return;
        }
        // The site's Link is where React Router's is wrapped and marked.
        if (file.endsWith(".d.ts") || file.endsWith("/app/components/ui/link.tsx") || followed.has(declaration)) return;
        followed.add(declaration);
        const body = bodyOf(declaration);
        if (body) visit(body, entry ?? name, chain ? `${chain} → ${label}` : label);
      };

      const root = services.esTreeNodeToTSNodeMap.get(painted);
      ts.forEachChild(root, (child) => {
        if (child !== root.openingElement && child !== root.closingElement) visit(child, undefined, "");
      });
    }

    return {
      JSXElement(node) {
        const name = node.openingElement.name;
        if (name.type === "JSXIdentifier" && name.name === "Painted") check(node);
      },
    };
  },
};

export default { rules: { "painted-regions": paintedRegionsRule } };
