/**
 * jose under the extension's JWTs: HS256 signing, and reading a token without verifying it (for
 * display and expiry). Kept out of the activation bundle: esbuild.mjs builds it as its own file,
 * which jwt.ts requires on first use.
 */
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';

/** An HS256 JWT of `claims` under the UTF-8 bytes of `secret`, header {alg, typ, kid} (CONTRACT.md). */
export async function signHs256(claims: Record<string, unknown>, kid: string, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid }).sign(new TextEncoder().encode(secret));
}

/** The header and claims of a JWT, NOT verified; throws when the token is not a decodable JWT. */
export function decodeUnverified(token: string): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  return { header: { ...decodeProtectedHeader(token) }, claims: { ...decodeJwt(token) } };
}
