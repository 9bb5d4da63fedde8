/** Base64 of the UTF-8 bytes of a text (the login password is sent this way, spec 1 §7). */
export function encodeBase64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The text whose UTF-8 bytes `encoded` holds, or null when it is not valid Base64 of valid UTF-8.
 * Accepts the URL-safe alphabet, missing padding, and a "+" that a query string turned into a space.
 */
export function decodeBase64Utf8(encoded: string): string | null {
  let s = encoded.trim().replace(/ /g, "+").replace(/-/g, "+").replace(/_/g, "/");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(s)) return null;
  s = s.replace(/=+$/, "");
  if (s.length % 4 === 1) return null;
  s += "=".repeat((4 - (s.length % 4)) % 4);
  try {
    const bytes = Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
