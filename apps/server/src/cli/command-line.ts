import { type ParseArgsConfig, parseArgs } from 'node:util';

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/**
 * A command's options from its command line. `exit` says the command ends there: 0 after printing the usage
 * for --help, 2 after printing what could not be read and the usage.
 */
export function readCommandLine<const O extends NonNullable<ParseArgsConfig['options']>>(
  options: O,
  usage: string,
) {
  try {
    const { values } = parseArgs({ options: { ...options, ...HELP } });
    if ((values as { help?: boolean }).help) {
      console.log(usage);
      return { exit: 0 } as const;
    }
    return { values: values as ReturnType<typeof parseArgs<{ options: O }>>['values'] };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return { exit: 2 } as const;
  }
}
