import { markRepeated } from './answer-zlib.js';

/**
 * Data already serialised to JSON: the envelope embeds it as it is instead of stringifying it again. The last
 * whole envelope is kept as bytes, so the same answer within the same second is sent without building,
 * measuring or encoding the text again, nor compressing it again (the guest bootstrap is most of the traffic).
 */
export class RawJson {
  #last: { code: number; msg: string; time: number; bytes: Buffer } | null = null;

  constructor(readonly json: string) {}

  /** `{code, msg, time, data}` with this JSON as `data`, as UTF-8 bytes. */
  envelope(code: number, msg: string, time: number): Buffer {
    const last = this.#last;
    if (last && last.time === time && last.code === code && last.msg === msg) return last.bytes;
    const bytes = markRepeated(
      Buffer.from(`{"code":${code},"msg":${JSON.stringify(msg)},"time":${time},"data":${this.json}}`),
    );
    this.#last = { code, msg, time, bytes };
    return bytes;
  }
}
