import { hash, type Options, verify } from "@node-rs/argon2";

// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id (OWASP's minimum parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when the password matches the stored argon2 hash; false for a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification so unknown accounts cannot be told apart by timing. */
export async function verifyDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("tessera-dummy-password");
  await verifyPassword(await dummyHash, password);
}

/** Password strategy rules 1–4 (spec 1 §5): returns the failed check, or null when the password passes. */
export function checkPasswordStrategy(
  password: string,
  strategy: { enable: boolean; pwd_rule: number; pwd_length: number },
): { key: "pwdTooShort" | "pwdRule2" | "pwdRule3" | "pwdRule4"; n?: number } | null {
  if (!strategy.enable) return password.length < 6 ? { key: "pwdTooShort", n: 6 } : null;
  if (password.length < strategy.pwd_length) return { key: "pwdTooShort", n: strategy.pwd_length };
  const digit = /\d/.test(password);
  const letter = /[A-Za-z]/.test(password);
  const lower = /[a-z]/.test(password);
  const upper = /[A-Z]/.test(password);
  const special = /[^A-Za-z0-9]/.test(password);
  if (strategy.pwd_rule === 2 && !(digit && letter)) return { key: "pwdRule2" };
  if (strategy.pwd_rule === 3 && !(digit && letter && special)) return { key: "pwdRule3" };
  if (strategy.pwd_rule === 4 && !(digit && lower && upper && special)) return { key: "pwdRule4" };
  return null;
}
