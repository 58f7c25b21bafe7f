/** Social sign-in (OpenID Connect): what the storefront and the merchant's tools use. */
export {
  codeChallenge,
  OidcRefusal,
  OIDC_ERROR_CODES,
  OIDC_RATE_LIMIT,
  type OidcService,
  type OidcOptions,
  type OidcSignIn,
  type OidcStart,
  type OidcOutcome,
  type OidcErrorCode,
} from './oidc';
export { OIDC_STATE_LIFETIME_SECONDS, safeReturnTo } from './return-to';
export {
  oidcProviderInputSchema,
  oidcProviderListSchema,
  oidcProviderSummarySchema,
  oidcCallbackQuerySchema,
  type OidcProviderInput,
  type OidcProviderSummary,
} from './oidc.schema';
export { verifyIdToken, decodeJwt, TokenRejected, type IdTokenClaims, type Jwk, type TokenProblem } from './jwt';
export { isTrustedEndpoint, ProviderUnavailable, type ProviderMetadata, type FetchLike } from './discovery';
export type { OidcProvider } from './providers';
