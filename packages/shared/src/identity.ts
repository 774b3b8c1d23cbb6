import { z } from 'zod';

export const roleSchema = z.enum(['Buyer', 'Seller', 'Admin']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string(),
  role: roleSchema,
  verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export { ACCESS_TOKEN_KEY } from './http.ts';
