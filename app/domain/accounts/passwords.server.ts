// argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 thread (about 15 ms here).
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 };

/** The native argon2 module (about 10 MB resident) is loaded with the first password checked (decision 112). */
const argon2 = () => import("@node-rs/argon2");

export const hashPassword = async (password: string) => (await argon2()).hash(password, options);

export async function verifyPassword(hashed: string, password: string) {
  try {
    return await (await argon2()).verify(hashed, password);
  } catch {
    return false;
  }
}

// Checked when an e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function spendPasswordTime(password: string) {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(await dummyHash, password);
}
