/** One nginx directive: its name, its arguments and, for a block such as `location`, what it holds. */
export interface TDirective {
  name: string;
  args: string[];
  children: TDirective[];
}

/**
 * Reads nginx's configuration syntax (directives ending in `;`, blocks in braces, `#` comments, arguments
 * quoted in either quotes, which may hold braces, as a JSON answer does) into a tree, so a test can ask what a
 * given block really sets. A quoted argument keeps its quotes.
 */
export function parseNginxConfig(text: string): TDirective[] {
  const tokens =
    text.replace(/#[^\n]*/g, '').match(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|[{};]|[^\s{};"']+/g) ?? [];
  let position = 0;
  const readBlock = (): TDirective[] => {
    const directives: TDirective[] = [];
    let words: string[] = [];
    while (position < tokens.length) {
      const token = tokens[position++] ?? '';
      if (token === '}') return directives;
      if (token !== ';' && token !== '{') {
        words.push(token);
        continue;
      }
      const [name = '', ...args] = words;
      directives.push({ name, args, children: token === '{' ? readBlock() : [] });
      words = [];
    }
    return directives;
  };
  return readBlock();
}

/** The directives named `name` among `directives`, optionally only those whose arguments start with `args`. */
export function directivesNamed(directives: TDirective[], name: string, ...args: string[]): TDirective[] {
  return directives.filter(
    (directive) => directive.name === name && args.every((arg, index) => directive.args[index] === arg),
  );
}

/** The one block named `name` (with those leading arguments); throws when there is none or several. */
export function block(directives: TDirective[], name: string, ...args: string[]): TDirective[] {
  const found = directivesNamed(directives, name, ...args);
  if (found.length !== 1)
    throw new Error(`expected one "${[name, ...args].join(' ')}", found ${found.length}`);
  return found[0]?.children ?? [];
}

/** The arguments of the one directive `name` set in `directives`, e.g. `['off']` for `gzip off;`. */
export function setting(directives: TDirective[], name: string): string[] | undefined {
  return directivesNamed(directives, name)[0]?.args;
}

/** An argument as nginx reads it: without the quotes around it, if it has them. */
export function unquoted(arg: string): string {
  return /^(["']).*\1$/s.test(arg) ? arg.slice(1, -1) : arg;
}

/**
 * `text` with its `$variables` filled in as nginx fills them: the request's own ones (`$http_…`, `$arg_…`,
 * `$msec`) from `request`, and those a `map` block of `http` defines from its source. A map gives the value of
 * the key equal to its source, else of the first regular expression (`~`, `~*` ignoring case) that matches,
 * with that match's named captures as variables, else its default.
 */
export function interpolate(http: TDirective[], text: string, request: Record<string, string>): string {
  return text.replace(/\$(\w+)/g, (_, name: string) => {
    const known = request[`$${name}`];
    if (known !== undefined) return known;
    const map = directivesNamed(http, 'map').find((directive) => directive.args[1] === `$${name}`);
    if (!map) throw new Error(`$${name} is neither given nor defined by a map`);
    const source = interpolate(http, unquoted(map.args[0] ?? ''), request);
    const keys = map.children.map((entry) => ({
      key: unquoted(entry.name),
      value: unquoted(entry.args[0] ?? ''),
    }));
    const exact = keys.find(({ key }) => key !== 'default' && !key.startsWith('~') && key === source);
    if (exact) return interpolate(http, exact.value, request);
    for (const { key, value } of keys.filter((entry) => entry.key.startsWith('~'))) {
      const ignoreCase = key.startsWith('~*');
      const match = new RegExp(key.slice(ignoreCase ? 2 : 1), ignoreCase ? 'i' : '').exec(source);
      if (match) return interpolate(http, value, { ...request, ...prefixed(match.groups) });
    }
    return interpolate(http, keys.find(({ key }) => key === 'default')?.value ?? '', request);
  });
}

/** A regular expression's named captures as the `$name` variables nginx makes of them. */
const prefixed = (groups: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(groups).map(([name, value]) => [`$${name}`, value]));

/** A size such as `12m` or `512k` in bytes. */
export function sizeInBytes(size: string): number {
  const unit = { k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[size.slice(-1).toLowerCase()];
  return unit ? Number.parseInt(size, 10) * unit : Number(size);
}
