import { z } from './zod';
import { MAX_ROW_ID } from './errors';

/** The special attribute's default key (spec 9: 'Special attribute default key power'). */
export const PRESCRIPTION_ATTRIBUTE_KEY = 'power';
/** Line property that carries the left eye's power (spec 9: 'Power (L)'). */
export const POWER_LEFT_PROPERTY = 'Power (L)';
/** Line property that carries the right eye's power (spec 9: 'Power (R)'). */
export const POWER_RIGHT_PROPERTY = 'Power (R)';
/** Line property naming a saved prescription; the server replaces it with the two power properties. */
export const PRESCRIPTION_ID_PROPERTY = 'prescription_id';
/** How a power of 0.00 dioptres is shown and stored. */
export const PLANO_POWER = 'Plano';
/** Longest name of a saved prescription ("Reading", "Mum's lenses" ...). */
export const PRESCRIPTION_NAME_MAX_LENGTH = 60;
/** Saved prescriptions one customer may keep; the next save is a 409 PRESCRIPTION_LIMIT. */
export const PRESCRIPTIONS_PER_CUSTOMER = 10;

/** Strongest minus and plus powers offered, in hundredths of a dioptre. */
const POWER_MIN_HUNDREDTHS = -1200;
const POWER_MAX_HUNDREDTHS = 800;
/** Up to ±6.00 powers come in quarter steps; stronger lenses only in half steps (how lens makers stock them). */
const FINE_STEP_LIMIT_HUNDREDTHS = 600;

/** Whether a power in hundredths of a dioptre is one a lens can be ordered in. */
export function isAllowedPowerHundredths(hundredths: number): boolean {
  if (!Number.isInteger(hundredths) || hundredths < POWER_MIN_HUNDREDTHS || hundredths > POWER_MAX_HUNDREDTHS) {
    return false;
  }
  const step = Math.abs(hundredths) <= FINE_STEP_LIMIT_HUNDREDTHS ? 25 : 50;
  return hundredths % step === 0;
}

/**
 * The shown form of a power: `Plano` for 0, otherwise a sign and two decimals.
 *
 * @example formatPower(-125); // "-1.25"
 * @example formatPower(0); // "Plano"
 */
export function formatPower(hundredths: number): string {
  if (hundredths === 0) return PLANO_POWER;
  const sign = hundredths > 0 ? '+' : '-';
  return `${sign}${(Math.abs(hundredths) / 100).toFixed(2)}`;
}

/** Every orderable power from −12.00 to +8.00, strongest minus first. */
export const PRESCRIPTION_POWER_VALUES: readonly string[] = Array.from(
  { length: (POWER_MAX_HUNDREDTHS - POWER_MIN_HUNDREDTHS) / 25 + 1 },
  (_, index) => POWER_MIN_HUNDREDTHS + index * 25,
)
  .filter(isAllowedPowerHundredths)
  .map(formatPower);

const POWER_PATTERN = /^([+-]?)(\d{1,2})(?:\.(\d{1,2}))?$/;

/**
 * Reads a power as a shopper or a form may write it (`-1.5`, `+1.50`, `−1.50`,
 * `0`, `plano`, or a number) into hundredths of a dioptre; `null` when it is
 * not an orderable power.
 *
 * @example parsePowerHundredths('-1.5'); // -150
 * @example parsePowerHundredths('-1.30'); // null (not a quarter step)
 */
export function parsePowerHundredths(input: unknown): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    const hundredths = Math.round(input * 100);
    return Math.abs(hundredths - input * 100) < 1e-6 && isAllowedPowerHundredths(hundredths) ? hundredths : null;
  }
  if (typeof input !== 'string') return null;
  const text = input.trim().replace('\u2212', '-');
  if (text.toLowerCase() === PLANO_POWER.toLowerCase()) return 0;
  const match = POWER_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const magnitude = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  const hundredths = sign === '-' ? -magnitude : magnitude;
  return isAllowedPowerHundredths(hundredths) ? hundredths + 0 : null;
}

/** A power as input: a string or number that reads as an orderable power; output is its shown form. */
export const powerValueSchema = z
  .union([z.string().max(10), z.number()], { error: 'Choose a power from the list' })
  .transform((value, ctx) => {
    const hundredths = parsePowerHundredths(value);
    if (hundredths === null) {
      ctx.addIssue({ code: 'custom', message: 'Choose a power from the list' });
      return z.NEVER;
    }
    return formatPower(hundredths);
  });

/** Query of `GET /fclca/prescriptions`: with `product_id` it describes the product's prescription fields. */
export const prescriptionsQuerySchema = z.object({
  product_id: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
      z
        .number({ error: 'Choose a product' })
        .int({ error: 'Choose a product' })
        .positive({ error: 'Choose a product' })
        .max(MAX_ROW_ID, { error: 'Choose a product' }),
    )
    .optional(),
});

/** One prescription field of a product form. */
export const prescriptionFieldSchema = z.object({
  /** Form key; errors about this field name `properties.<key>`. */
  key: z.enum(['power_left', 'power_right']),
  /** The line property name the value is sent under (`Power (L)` / `Power (R)`). */
  label: z.string(),
  /** Allowed values, strongest minus first; 0.00 is `Plano`. */
  values: z.array(z.string()),
});
export type PrescriptionField = z.infer<typeof prescriptionFieldSchema>;

/** Answer of `GET /fclca/prescriptions?product_id=`. */
export const prescriptionRequirementSchema = z.object({
  product_id: z.number().int(),
  /** Adding this product to the cart needs both powers (or a saved prescription). */
  requires_prescription: z.boolean(),
  /** `power` when a prescription is needed, otherwise null. */
  attribute_key: z.string().nullable(),
  /** Empty when no prescription is needed. */
  fields: z.array(prescriptionFieldSchema),
});
export type PrescriptionRequirement = z.infer<typeof prescriptionRequirementSchema>;

const calendarDate = z
  .string({ error: 'Enter a date as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date as YYYY-MM-DD' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: 'Enter a real date' },
  );

/** Body of `POST /fclca/prescriptions`. */
export const savePrescriptionSchema = z.object({
  name: z
    .string({ error: 'Enter a name' })
    .trim()
    .min(1, { error: 'Enter a name' })
    .max(PRESCRIPTION_NAME_MAX_LENGTH, { error: `Use at most ${PRESCRIPTION_NAME_MAX_LENGTH} characters` }),
  power_left: powerValueSchema,
  power_right: powerValueSchema,
  /** Last day the prescription may be used (UTC); none when absent or null. */
  expires_on: calendarDate.nullable().optional(),
});
export type SavePrescriptionInput = z.input<typeof savePrescriptionSchema>;

/** A customer's saved prescription. */
export const savedPrescriptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  power_left: z.string(),
  power_right: z.string(),
  expires_on: z.string().nullable(),
  /** True once `expires_on` has passed: it can no longer be used in the cart. */
  is_expired: z.boolean(),
  created_at: z.string(),
});
export type SavedPrescription = z.infer<typeof savedPrescriptionSchema>;

/** Answer of `GET /fclca/prescriptions` (signed in, no product) and `DELETE /fclca/prescriptions/{id}`. */
export const prescriptionListSchema = z.object({
  prescriptions: z.array(savedPrescriptionSchema),
  limit: z.number().int(),
});
export type PrescriptionList = z.infer<typeof prescriptionListSchema>;
