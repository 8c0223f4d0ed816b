/** One nginx directive: its name, its arguments and, for a block such as `location`, what it holds. */
export interface TDirective {
  name: string;
  args: string[];
  children: TDirective[];
}

/**
 * Reads nginx's configuration syntax (directives ending in `;`, blocks in braces, `#` comments, quoted
 * arguments) into a tree, so a test can ask what a given block really sets.
 */
export function parseNginxConfig(text: string): TDirective[] {
  const tokens = text.replace(/#[^\n]*/g, '').match(/"[^"]*"|[{};]|[^\s{};"]+/g) ?? [];
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
