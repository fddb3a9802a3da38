/**
 * Credentials: the API Token, JWTs from the service and self-signed ones, and the JWT rules (Kid,
 * lifetime, client IP). Imports errors/ and http/.
 */
export {
  ApiTokenCredential,
  type CredentialProvider,
  requestServiceJwt,
  SelfSignedJwtCredential,
  ServiceJwtCredential,
  validateApiToken,
} from './credentialProviders';
export {
  decodeJwtClaims,
  type JwtClaims,
  looksLikeJwt,
  MAX_JWT_LIFETIME_SECONDS,
  mintSelfSignedJwt,
  normalizeClientIp,
  validateClientIp,
  validateKid,
  validateLifetime,
} from './jwt';
