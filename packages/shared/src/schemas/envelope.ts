/** Every JSON answer: `{code, msg, time, data}`; `time` is Unix seconds. */
export type TEnvelope<T> = { code: number; msg: string; time: number; data: T };
