import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** GoTrue's TOTP parameters (pquerna/otp defaults): SHA1, 6 digits, 30-second steps. */
const period = 30;
const digits = 6;

function totpFor(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits,
    period,
    secret: Secret.fromBase32(secret),
  });
}

export interface NewTotpKey {
  secret: string;
  uri: string;
  /** The otpauth URI as an SVG QR code (raw SVG, as GoTrue answers it). */
  qrCode: string;
}

/** A fresh random secret (160 bits, base32 like pquerna/otp's) with its otpauth URI and QR code. */
export async function generateTotpKey(issuer: string, accountName: string): Promise<NewTotpKey> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, accountName).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 4 });
  // Named colours: a `#` would end the data URL supabase-js builds from the raw SVG.
  const qrCode = svg.replace(/#ffffff/gi, 'white').replace(/#000000/gi, 'black');
  return { secret, uri, qrCode };
}

/**
 * RFC 6238 check with one step of skew either side (GoTrue's ValidateOpts{Skew: 1}): the time
 * step (30-second counter) the code belongs to, or null when it matches none.
 */
export function totpCodeStep(secret: string, code: string, at: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, window: 1, timestamp: at });
  return delta === null ? null : totp.counter({ timestamp: at }) + delta;
}
