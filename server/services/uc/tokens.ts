import { jwtVerify, SignJWT } from "jose";

/**
 * Claims of our JWT (HS512): sub = account. `lim` marks a token that may only change the password; `gen`
 * is the session's token generation (0 when absent), which /refresh moves on; `guest` a short-link guest
 * token, whose `surl` (the link's id) and `tgt` (the page it opens) bound its scope.
 */
export interface TokenClaims {
  sub: string;
  tenantId: string;
  uid: string;
  sid: string;
  gen?: number;
  lim?: boolean;
  guest?: boolean;
  surl?: string;
  tgt?: string;
}

/** The claims of a verified token, with its expiry (epoch seconds). */
export type VerifiedClaims = TokenClaims & { exp: number };

/** How long sessions live beyond a token's own expiry (seconds). */
export interface SessionLifetimes {
  /** From sign-in, after which /refresh answers 401 and the session ends. */
  absoluteSeconds: number;
  /** How long a refreshed-away token keeps working. */
  refreshGraceSeconds: number;
}

/** Signs and verifies the portal's tokens with one secret, and carries the session lifetimes. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly expiration: number,
    readonly lifetimes: SessionLifetimes,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A token for the claims, valid for `seconds` (default: the configured expiration). */
  sign(claims: TokenClaims, seconds = this.expiration): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token, or null for anything else (a token without `exp` too). */
  async verify(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ["HS512"],
        requiredClaims: ["exp"],
      });
      if (typeof payload.sub !== "string" || typeof payload.tenantId !== "string") return null;
      if (typeof payload.uid !== "string" || typeof payload.sid !== "string") return null;
      return {
        sub: payload.sub,
        tenantId: payload.tenantId,
        uid: payload.uid,
        sid: payload.sid,
        gen: Number.isSafeInteger(payload.gen) ? (payload.gen as number) : undefined,
        lim: payload.lim === true || undefined,
        guest: payload.guest === true || undefined,
        surl: typeof payload.surl === "string" ? payload.surl : undefined,
        tgt: typeof payload.tgt === "string" ? payload.tgt : undefined,
        exp: payload.exp as number,
      };
    } catch {
      return null;
    }
  }
}
