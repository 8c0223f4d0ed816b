import autocannon from 'autocannon';

/**
 * autocannon against one or several processes: with a list of URLs it opens connection i to URL i mod n, so
 * the load spreads evenly and comes back as one result (one latency histogram). Its type definitions only
 * know a single URL, hence the one cast.
 */
export function loadTest(urls: string[], options: Omit<autocannon.Options, 'url'>) {
  if (options.connections !== undefined && options.connections % urls.length !== 0) {
    throw new Error(`${options.connections} connections do not split evenly over ${urls.length} processes`);
  }
  return autocannon({ ...options, url: urls as unknown as string });
}
