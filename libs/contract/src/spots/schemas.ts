import { z } from 'zod';

/** Each price may come as a number or a numeric string; it is converted to a number. */
const price = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/)]).transform(Number).pipe(z.number().nonnegative());

/** The metals with a spot price, in every quote and history point. */
const metalPricesShape = { gold: price, silver: price, platinum: price, palladium: price, rhodium: price };

/** GET /spots. The response must match this shape or parsing fails. */
export const spotPricesSchema = z.object({
  ...metalPricesShape,
  updatedAt: z.string().min(1),
  /** Where the prices come from; `simulated` feeds are labelled as such in the UI. */
  source: z.string().optional(),
  simulated: z.boolean().optional(),
});

export type SpotPricesResponse = z.output<typeof spotPricesSchema>;

export const spotHistoryRangeSchema = z.enum(['24h', '7d', '30d']);
export type SpotHistoryRange = z.infer<typeof spotHistoryRangeSchema>;

export const spotHistorySchema = z.object({
  range: spotHistoryRangeSchema,
  points: z.array(
    z.object({ at: z.string(), ...metalPricesShape }),
  ),
});

export type SpotHistoryResponse = z.output<typeof spotHistorySchema>;
