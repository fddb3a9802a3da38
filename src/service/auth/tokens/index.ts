/**
 * The credentials a conversion authenticates with: the API Token, JWTs from the service and
 * self-signed ones (minted and read with jose, loaded on first use). Apart from the auth index
 * because only the code loaded on first use needs them (ARCHITECTURE.md, "One lazy seam").
 */
export {
  ApiTokenCredential,
  type CredentialProvider,
  requestServiceJwt,
  SelfSignedJwtCredential,
  ServiceJwtCredential,
  validateApiToken,
} from './credentialProviders';
export { decodeJwtClaims, jwtExpiry, mintSelfSignedJwt } from './jwtTokens';
