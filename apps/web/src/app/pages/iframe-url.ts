/** The external URL of an iframe route; tolerates a segment encoded once or twice. */
export function decodeIframeUrl(segment: string): string {
  let url = segment;
  for (let round = 0; round < 2 && /%[0-9a-f]{2}/i.test(url); round += 1) {
    try {
      url = decodeURIComponent(url);
    } catch {
      return url;
    }
  }
  return url;
}
