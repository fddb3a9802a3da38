/** `POST /token/jwt`: an API Token asks for a JWT signed with the secret of the API Token `Kid` names. */
import { authenticateApiTokenOnly } from '../auth';
import type { EmulatorDeps } from '../deps';
import { validationError } from '../errors';
import { member, readJsonObject, sendJson, type RequestContext } from '../http';
import { isIpOrHostName, splitIpList } from '../ip';
import { signJwt } from '../jwt';

/** The longest lifetime a generated JWT may have: 30 days. */
export const MAX_EXPIRES_IN_SEC = 2_592_000;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function handleTokenJwt(ctx: RequestContext, deps: EmulatorDeps): Promise<void> {
  const caller = authenticateApiTokenOnly(ctx, deps.state, deps.now());
  const body = await readJsonObject(ctx.req, { requireJsonType: true });

  const kid = member(body, 'Kid');
  if (kid === undefined || kid === null) {
    throw validationError('Kid', 'Missing.');
  }
  if (typeof kid !== 'string' || !GUID.test(kid)) {
    throw validationError('Kid', 'Must be the GUID of an API Token.');
  }
  const named = deps.state.byKid(kid);
  if (!named || named.account !== caller.account) {
    throw validationError('Kid', 'Names no API Token of this account.');
  }

  const expiresInSec = member(body, 'ExpiresInSec');
  if (expiresInSec === undefined || expiresInSec === null) {
    throw validationError('ExpiresInSec', 'Missing.');
  }
  if (typeof expiresInSec !== 'number' || !Number.isInteger(expiresInSec) || expiresInSec < 1 || expiresInSec > MAX_EXPIRES_IN_SEC) {
    throw validationError('ExpiresInSec', `Must be an integer from 1 to ${MAX_EXPIRES_IN_SEC}.`);
  }

  const clientIp = member(body, 'ClientIp');
  if (clientIp !== undefined && clientIp !== null) {
    if (typeof clientIp !== 'string' || splitIpList(clientIp).length === 0 || !splitIpList(clientIp).every(isIpOrHostName)) {
      throw validationError('ClientIp', 'Must be a comma-separated list of IP addresses or host names.');
    }
  }

  const iat = Math.floor(deps.now() / 1000);
  const exp = iat + expiresInSec;
  const payload: Record<string, unknown> = { kid: named.token.kid, iat, exp };
  if (typeof clientIp === 'string') {
    payload.clientIp = splitIpList(clientIp).join(',');
  }
  sendJson(ctx.res, 200, {
    Token: await signJwt(payload, named.token.secret, named.token.kid),
    ExpiresAt: new Date(exp * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  });
}
