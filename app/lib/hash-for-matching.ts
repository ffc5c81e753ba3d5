/**
 * Advanced matching for the ad and analytics tags: e-mail, phone and names are normalised and
 * SHA-256 hashed before any ad or analytics tag sees them. Where no crypto is
 * available (e.g. a page served over plain http), the fallback is the first 32
 * characters of a base64 form of the value.
 */

type Subtle = Pick<SubtleCrypto, "digest">;

export function normaliseForMatching(kind: "email" | "phone" | "name", value: string): string {
  const trimmed = value.trim().toLowerCase();
  if (kind === "email") return trimmed.replace(/\s+/g, "");
  if (kind === "phone") {
    const digits = trimmed.replace(/\D/g, "");
    // Australian numbers in E.164 without "+": 0412 345 678 -> 61412345678.
    return digits.startsWith("0") ? `61${digits.slice(1)}` : digits;
  }
  return trimmed.replace(/\s+/g, " ");
}

function base64(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function hashForMatching(value: string, subtle: Subtle | null = globalThis.crypto?.subtle ?? null): Promise<string> {
  if (subtle) {
    try {
      const digest = await subtle.digest("SHA-256", new TextEncoder().encode(value));
      return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    } catch {
      // fall through to the fallback
    }
  }
  return base64(value).slice(0, 32);
}

export type MatchingInput = { email?: string; phone?: string; firstName?: string; lastName?: string };
export type HashedMatching = { em?: string; ph?: string; fn?: string; ln?: string };

/** Hashes for every field present, keyed the way the pixel names them (em, ph, fn, ln). */
export async function hashedMatching(input: MatchingInput, subtle: Subtle | null = globalThis.crypto?.subtle ?? null): Promise<HashedMatching> {
  const out: HashedMatching = {};
  const pairs: [keyof HashedMatching, "email" | "phone" | "name", string | undefined][] = [
    ["em", "email", input.email],
    ["ph", "phone", input.phone],
    ["fn", "name", input.firstName],
    ["ln", "name", input.lastName],
  ];
  for (const [key, kind, value] of pairs) {
    if (value && value.trim()) out[key] = await hashForMatching(normaliseForMatching(kind, value), subtle);
  }
  return out;
}
