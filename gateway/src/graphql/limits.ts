import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

/**
 * Validation rules that bound the work one request can ask for: selection depth (fragments
 * followed) and the number of aliases. Aliases are counted because an attacker can repeat an
 * expensive or rate-limited field under many names in one request.
 */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const depthOf = (set: SelectionSetNode | undefined, depth: number, seen: Set<string>): number => {
      if (!set) return depth;
      let max = depth;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith("__")) continue;
          max = Math.max(max, depthOf(selection.selectionSet, depth + 1, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          max = Math.max(max, depthOf(selection.selectionSet, depth, seen));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue;
          max = Math.max(max, depthOf(fragment.selectionSet, depth, new Set(seen).add(name)));
        }
        if (max > maxDepth) return max;
      }
      return max;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, 0, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query depth ${depth} exceeds the maximum of ${maxDepth}.`, { nodes: [node] }),
          );
        }
      },
    };
  };
}

export function aliasLimitRule(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    let reported = false;
    return {
      Field(node) {
        if (!node.alias) return;
        aliases += 1;
        if (aliases > maxAliases && !reported) {
          reported = true;
          context.reportError(
            new GraphQLError(`The request uses more than ${maxAliases} aliases.`, { nodes: [node] }),
          );
        }
      },
    };
  };
}
