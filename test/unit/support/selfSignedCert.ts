/**
 * A self-signed X.509 certificate made with node:crypto alone (no openssl, no new dependency):
 * a minimal DER encoder for the few ASN.1 types a v1 certificate needs, signed with ECDSA P-256.
 */
import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';

function length(n: number): Buffer {
  if (n < 0x80) {
    return Buffer.from([n]);
  }
  const bytes: number[] = [];
  for (let v = n; v > 0; v >>= 8) {
    bytes.unshift(v & 0xff);
  }
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
}

const seq = (...c: Buffer[]): Buffer => tlv(0x30, ...c);
const set = (...c: Buffer[]): Buffer => tlv(0x31, ...c);

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a! * 40 + b!];
  for (const part of rest) {
    const chunk = [part & 0x7f];
    for (let v = part >> 7; v > 0; v >>= 7) {
      chunk.unshift(0x80 | (v & 0x7f));
    }
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function positiveInteger(bytes: Buffer): Buffer {
  // DER integers are minimal: no leading zero bytes (a random serial starts with 0x00 one time in 256)…
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) {
    start += 1;
  }
  const minimal = bytes.subarray(start);
  // …and signed: a leading 1 bit needs a zero byte in front.
  return tlv(0x02, minimal[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
}

function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z';
  return tlv(0x17, Buffer.from(text, 'ascii'));
}

function commonName(cn: string): Buffer {
  return seq(set(seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from(cn, 'utf8')))));
}

/** A key and a self-signed certificate for `cn`, both PEM, valid from an hour ago for a day. */
export function makeSelfSignedCert(cn = 'localhost'): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecdsaWithSha256 = seq(oid('1.2.840.10045.4.3.2'));
  const now = Date.now();
  const tbs = seq(
    positiveInteger(randomBytes(8)),
    ecdsaWithSha256,
    commonName(cn),
    seq(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 86_400_000))),
    commonName(cn),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = seq(tbs, ecdsaWithSha256, tlv(0x03, Buffer.from([0]), signature));
  const cert = `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----\n`.replace(
    /\n\n/g,
    '\n',
  );
  // Fails loudly here, not as a puzzling TLS error later, should the encoding be wrong.
  new X509Certificate(cert);
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), cert };
}
