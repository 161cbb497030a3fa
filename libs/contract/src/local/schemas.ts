import { z } from 'zod';

/** GET /local/demo-account: the seeded demo account's sign-in, offered by a local API only. */
export const demoAccountSchema = z.object({ email: z.string(), password: z.string() });
export type DemoAccount = z.infer<typeof demoAccountSchema>;
