import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import commonPasswordList from "./common-passwords.txt?raw";

/**
 * Passwords are hashed with scrypt (Node's built-in, memory-hard): N = 2^15, r = 8, p = 1, so each hash needs
 * 128 · N · r bytes = 32 MiB of memory and about a tenth of a second, a 16-byte random salt and a 32-byte key.
 * The parameters are stored with each hash (`scrypt$N$r$p$salt$key`), so raising them later leaves older
 * hashes readable.
 */
export const scryptParameters = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltBytes: 16 } as const;

/** Shortest password accepted. */
export const minPasswordLength = 12;

/**
 * The most common leaked passwords of 12 characters or more, lower-cased (shorter ones are refused by length
 * anyway): see common-passwords.md beside the list for where it comes from.
 */
const commonPasswords = new Set(commonPasswordList.split("\n").filter(Boolean));

const derive = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    // maxmem: the default (32 MiB) is exactly what N = 2^15, r = 8 needs, and Node wants a little above it.
    scrypt(password.normalize("NFC"), salt, keyLength, { ...options, maxmem: 256 * options.N! * options.r! }, (error, key) => (error ? reject(error) : resolve(key))),
  );

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltBytes } = scryptParameters;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, keyLength, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function passwordMatchesHash(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split("$") ?? [];
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  if (!N || !r || !p || expected.length === 0) return false;
  const key = await derive(password, salt, expected.length, { N, r, p });
  return timingSafeEqual(key, expected);
}

/** Why a new password is refused, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < minPasswordLength) return `Use at least ${minPasswordLength} characters.`;
  if (new Set(password).size === 1) return "That is one character repeated: choose a real password.";
  if (commonPasswords.has(password.toLowerCase())) return "That password is on the lists of common passwords people try first: choose another.";
  return null;
}
