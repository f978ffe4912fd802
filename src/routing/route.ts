// A route and its compiled form. A path like `/items/{id}` compiles to a regex; a
// trailing variable with a default (like `{_format}`) is optional together with the
// separator before it, as in `/_error/{code}.{_format}`.

export interface RouteDefinition {
  readonly name: string;
  /** e.g. `/items/{id}`; a trailing "/" is significant (`/_profiler/`). */
  readonly path: string;
  /** Allowed methods (upper case); none means any. */
  readonly methods?: readonly string[];
  /** Defaults, including `_controller`. */
  readonly defaults: Readonly<Record<string, unknown>>;
  /** Regex (without anchors) per variable; `[^/]+` where not given. */
  readonly requirements?: Readonly<Record<string, string>>;
}

export interface CompiledRoute extends RouteDefinition {
  readonly variables: readonly string[];
  /** Matches the path without its trailing slash, then an optional "/". Undefined for static routes. */
  readonly regex: RegExp | undefined;
  /** The path without trailing slashes, for static routes. */
  readonly trimmedPath: string;
  readonly hasTrailingSlash: boolean;
}

const SEPARATORS = '/,;.:-_~+*=@|';
const VARIABLE = /\{(!?\w+)\}/g;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

export function compileRoute(route: RouteDefinition): CompiledRoute {
  const hasTrailingSlash = route.path !== '/' && route.path.endsWith('/');
  const trimmedPath = route.path.replace(/\/+$/, '') || '/';
  const variables = [...trimmedPath.matchAll(VARIABLE)].map((m) => m[1]!);
  if (variables.length === 0) return { ...route, variables, regex: undefined, trimmedPath, hasTrailingSlash };

  // Tokens: text and variables, each variable keeping the separator in front of it.
  type Token = { text: string } | { separator: string; name: string; requirement: string };
  const tokens: Token[] = [];
  let last = 0;
  for (const m of trimmedPath.matchAll(VARIABLE)) {
    let text = trimmedPath.slice(last, m.index);
    let separator = '';
    if (text !== '' && SEPARATORS.includes(text[text.length - 1]!)) {
      separator = text[text.length - 1]!;
      text = text.slice(0, -1);
    }
    if (text !== '') tokens.push({ text });
    const name = m[1]!;
    const following = trimmedPath[m.index + m[0].length] ?? '';
    const nextSeparator = SEPARATORS.includes(following) && following !== '/' && following !== '' ? escapeRegex(following) : '';
    tokens.push({ separator, name, requirement: route.requirements?.[name] ?? `[^/${nextSeparator}]+` });
    last = m.index + m[0].length;
  }
  if (last < trimmedPath.length) tokens.push({ text: trimmedPath.slice(last) });

  // Trailing variables with defaults are optional, from the first such one to the end.
  let firstOptional = tokens.length;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if ('name' in token && token.name in route.defaults) firstOptional = i;
    else break;
  }
  let source = '';
  tokens.forEach((token, i) => {
    if ('text' in token) source += escapeRegex(token.text);
    else {
      const part = `${escapeRegex(token.separator)}(?<${token.name}>${token.requirement})`;
      source += i >= firstOptional ? `(?:${part}` : part;
    }
  });
  source += ')?'.repeat(tokens.length - firstOptional);
  return { ...route, variables, regex: new RegExp(`^${source}/?$`, 's'), trimmedPath, hasTrailingSlash };
}
