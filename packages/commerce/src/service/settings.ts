import { z } from 'zod';
import type { Db } from '../db/db.types';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** The `contact` setting: channels, the merchant's notice address and opening hours in local time. */
export const contactSettingSchema = z.object({
  email: z.string(),
  /** Where notices of new contact-us messages go. */
  notify_email: z.string(),
  phone: z.string().nullable(),
  whatsapp_url: z.string().nullable(),
  chat_url: z.string().nullable(),
  address: z.object({
    company: z.string(),
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    postcode: z.string().nullable(),
    country: z.string(),
  }),
  time_zone: z.string(),
  hours: z.array(z.object({ weekdays: z.array(z.number().int().min(1).max(7)), opens: hhmm, closes: hhmm })),
});
export type ContactSetting = z.infer<typeof contactSettingSchema>;

/** The `privacy` setting: the version a decision refers to and the policy page. */
export const privacySettingSchema = z.object({
  /** Raised when the categories or their wording change, so visitors are asked again. */
  version: z.number().int().positive(),
  policy_url: z.string(),
});
export type PrivacySetting = z.infer<typeof privacySettingSchema>;

/** Reads one service setting; a missing or malformed row is a server fault, not the shopper's. */
export async function readSetting<S extends z.ZodType>(db: Db, name: string, schema: S): Promise<z.output<S>> {
  const [row] = await db.query<{ config: unknown }>('SELECT config FROM service_settings WHERE name = $1', [name]);
  if (!row) throw new Error(`The service setting '${name}' is missing`);
  return schema.parse(row.config);
}
