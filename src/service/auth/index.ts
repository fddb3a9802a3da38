/**
 * Credentials: the JWT rules (Kid, lifetime, client IP) and the shape of a JWT. The credentials
 * themselves (the API Token, JWTs from the service and self-signed ones) are in tokens/, with its
 * own index: what activation loads holds this one only (ARCHITECTURE.md, "One lazy seam").
 * Imports errors/ and http/.
 */
export {
  type JwtClaims,
  looksLikeJwt,
  MAX_JWT_LIFETIME_SECONDS,
  normalizeClientIp,
  validateClientIp,
  validateKid,
  validateLifetime,
} from './jwt';
