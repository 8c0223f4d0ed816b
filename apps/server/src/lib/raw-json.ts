/** Data already serialised to JSON: the envelope embeds it as it is instead of stringifying it again. */
export class RawJson {
  constructor(readonly json: string) {}
}
