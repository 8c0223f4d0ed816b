import { z } from 'zod';

const zAreaCode = z
  .string()
  .trim()
  .regex(/^\d{2,12}$/, 'validation.invalid');

/** `GET /api/ajax/area`: no parameters for provinces, `province` for its cities, `province&city` for districts. */
export const ZAreaQuery = z.object({ province: zAreaCode.optional(), city: zAreaCode.optional() });
export type TAreaQuery = z.infer<typeof ZAreaQuery>;

/** One option of the area cascader; `value` is the area code. */
export const ZAreaOption = z.object({ value: z.string(), label: z.string() });
export type TAreaOption = z.infer<typeof ZAreaOption>;
