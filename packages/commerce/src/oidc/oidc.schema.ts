import { z } from 'zod';
import { isTrustedEndpoint } from './discovery';

/** A provider's address part: lower-case letters, digits and dashes (`/account/oidc/<slug>`). */
export const OIDC_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** Slugs the storefront's own addresses use. */
export const RESERVED_OIDC_SLUGS: readonly string[] = ['providers'];

/** What the merchant configures for one OpenID Connect provider. */
export const oidcProviderInputSchema = z.object({
  slug: z
    .string()
    .regex(OIDC_SLUG_PATTERN, 'Use lower-case letters, digits and dashes (up to 40)')
    .refine((slug) => !RESERVED_OIDC_SLUGS.includes(slug), 'This name is reserved'),
  display_name: z.string().trim().min(1).max(60),
  issuer: z.string().trim().refine(isTrustedEndpoint, 'The issuer must be an https address (http only on localhost)'),
  client_id: z.string().trim().min(1).max(500),
  client_secret: z.string().max(2000).optional().default(''),
  scopes: z
    .string()
    .trim()
    .max(500)
    .refine((scopes) => scopes.split(/\s+/).includes('openid'), 'The scopes must include openid')
    .optional()
    .default('openid email profile'),
  enabled: z.boolean().optional().default(true),
  position: z.number().int().min(0).max(1000).optional().default(0),
});
export type OidcProviderInput = z.input<typeof oidcProviderInputSchema>;

/** One button of the social sign-in, as the storefront lists it. */
export const oidcProviderSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Where the button goes: starts the sign-in with this provider. */
  start_url: z.string(),
});
export type OidcProviderSummary = z.infer<typeof oidcProviderSummarySchema>;

/** `GET /api/store/oidc/providers`: the enabled providers, in the merchant's order. */
export const oidcProviderListSchema = z.object({ providers: z.array(oidcProviderSummarySchema) });

/** The callback's query as the provider sends it back. */
export const oidcCallbackQuerySchema = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
  /** RFC 9207: the issuer that answered; when sent it must be the provider the sign-in began with (mix-up defence). */
  iss: z.string().max(2048).optional(),
});
export type OidcCallbackQuery = z.infer<typeof oidcCallbackQuerySchema>;
