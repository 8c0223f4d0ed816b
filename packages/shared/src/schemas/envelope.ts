import { z } from 'zod';

/** Every JSON answer: `{code, msg, time, data}`; `time` is Unix seconds. */
export const ZEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), time: z.number().int(), data });

export type TEnvelope<T> = { code: number; msg: string; time: number; data: T };
