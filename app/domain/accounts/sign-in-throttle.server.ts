import type { Prisma } from "~/generated/prisma/client";
import { requestTranslator } from "~/i18n/request-language.server";
import { tooMany } from "../core/errors.server";
import { createRateLimit } from "../core/rate-limit.server";
import { inTransaction } from "../core/transaction.server";

/**
 * Wrong passwords slow down the account they target instead of locking it (README, "Sign-in
 * throttling"). Every attempt is counted as a failure BEFORE the password is checked, in one
 * transaction, so simultaneous guesses cannot slip past the count; a success takes it back. The counts are
 * database rows (LimitCount, SignInAddress), so that every instance of the app counts the same guesses. The
 * address's count, which a whole classroom signing in together shares, is counted by one atomic statement
 * outside that transaction, so that the classroom's sign-ins do not wait for each other or collide.
 */
const MINUTE = 60_000;
/** Failures of one e-mail from one address before its delay starts: the pair is refused first. */
export const PAIR_FREE_FAILURES = 5;
/** Failures of one e-mail from all addresses together before the account's delay starts. */
export const ACCOUNT_FREE_FAILURES = 10;
/** After the free failures the wait doubles from one minute up to this. */
export const LONGEST_DELAY_MS = 15 * MINUTE;
/** Failures from one address (a classroom's Wi-Fi) in ADDRESS_WINDOW_MS before it is refused. */
export const ADDRESS_FAILURE_LIMIT = 300;
export const ADDRESS_WINDOW_MS = 15 * MINUTE;
/** Failures older than this are forgotten (and their rows deleted, app/domain/core/rate-limit.server.ts). */
const FORGET_AFTER_MS = 24 * 60 * MINUTE;
/** Addresses remembered per account as ones it has signed in from, and for how long. */
const KNOWN_ADDRESSES_KEPT = 10;
const KNOWN_ADDRESS_FOR_MS = 30 * 24 * 60 * MINUTE;

type Tx = Prisma.TransactionClient;
/** Failures counted on a key, and when the last was. */
type Count = { failures: number; lastAt: number };
export type SignInAttempt = { account: string; address: string; now: number };

/** The wait after `failures` failures, of which `free` cost nothing: 1, 2, 4, 8, then 15 minutes. */
export const delayAfter = (failures: number, free: number) =>
  failures < free ? 0 : Math.min(MINUTE * 2 ** (failures - free), LONGEST_DELAY_MS);

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));
const waitMessage = (ms: number) =>
  requestTranslator()("Too many sign-in attempts. Please wait {{count}} minutes and try again.", {
    count: minutes(ms),
  });

/** `name` keeps one throttle's counts apart from another's (tests make their own). */
export function createSignInThrottle(name = "sign-in") {
  const keys = (account: string, address: string) => ({
    pair: `${name}-pair:${account} ${address}`,
    account: `${name}-account:${account}`,
  });
  // The address's window starts at its first failure, so a busy classroom is forgiven every 15 minutes. It is
  // checked before the attempt and counted after it, with the wait in its refusal: its own message is not used.
  const addressFailures = createRateLimit({
    name: `${name}-address`,
    limit: ADDRESS_FAILURE_LIMIT,
    windowMs: ADDRESS_WINDOW_MS,
    message: "",
  });

  async function current(tx: Tx, key: string, now: number): Promise<Count> {
    const row = await tx.limitCount.findUnique({ where: { key } });
    return row && now - row.lastAt < FORGET_AFTER_MS
      ? { failures: row.count, lastAt: row.lastAt }
      : { failures: 0, lastAt: 0 };
  }

  /** One more failure on `key` at `now`. */
  const countFailure = (tx: Tx, key: string, before: Count, now: number) =>
    tx.limitCount.upsert({
      where: { key },
      create: { key, count: before.failures + 1, startedAt: now, lastAt: now },
      update: { count: before.failures + 1, lastAt: now },
    });

  async function signedInFrom(tx: Tx, account: string, address: string, now: number) {
    const known = await tx.signInAddress.findUnique({ where: { account_address: { account, address } } });
    return known !== null && now - known.at < KNOWN_ADDRESS_FOR_MS;
  }

  return {
    /**
     * Counts one attempt on `account` (e.g. "student:asha@example.com") from `address`, or refuses
     * it with 429 and the wait. Call `succeeded` with the result when the password was right.
     * `knownDevice`: the browser proves it has signed in to this account before (its signed cookie).
     * Such a device, or an address the account has signed in from, is never held back by the
     * account-wide wait, which strangers' guesses from other addresses could otherwise keep going for
     * ever; only by its own pair's wait. `countsOnAccount: false`: an attempt that cannot succeed whatever
     * its password (a wrong teacher code) obeys every wait but adds to the pair's and address's counts only.
     */
    async begin(
      account: string,
      address: string,
      now = Date.now(),
      { knownDevice = false, countsOnAccount = true } = {},
    ): Promise<SignInAttempt> {
      const key = keys(account, address);
      const network = await addressFailures.windowOf(address, now);
      if (network && network.count >= ADDRESS_FAILURE_LIMIT) throw tooMany(waitMessage(network.endsAt - now));
      const waitMs = await inTransaction(async (tx) => {
        const pair = await current(tx, key.pair, now);
        const whole = await current(tx, key.account, now);
        const familiar = knownDevice || (await signedInFrom(tx, account, address, now));
        const wait = Math.max(
          pair.lastAt + delayAfter(pair.failures, PAIR_FREE_FAILURES) - now,
          familiar ? 0 : whole.lastAt + delayAfter(whole.failures, ACCOUNT_FREE_FAILURES) - now,
        );
        if (wait > 0) return wait;
        await countFailure(tx, key.pair, pair, now);
        if (countsOnAccount) await countFailure(tx, key.account, whole, now);
        return 0;
      });
      if (waitMs > 0) throw tooMany(waitMessage(waitMs));
      await addressFailures.note(address, now);
      return { account, address, now };
    },

    /**
     * The password was right: the account and this pair start afresh; the address's count is taken back,
     * and the address is remembered as one the account signs in from (the latest few).
     */
    async succeeded({ account, address, now }: SignInAttempt) {
      const key = keys(account, address);
      await addressFailures.takeBack(address);
      await inTransaction(async (tx) => {
        await tx.limitCount.deleteMany({ where: { key: { in: [key.pair, key.account] } } });
        const where = { account_address: { account, address } };
        await tx.signInAddress.upsert({ where, create: { account, address, at: now }, update: { at: now } });
        const older = await tx.signInAddress.findMany({
          where: { account },
          orderBy: { at: "desc" },
          skip: KNOWN_ADDRESSES_KEPT,
          select: { address: true },
        });
        if (older.length > 0)
          await tx.signInAddress.deleteMany({ where: { account, address: { in: older.map((row) => row.address) } } });
      });
    },
  };
}

/** Addresses an account has not signed in from for a month hold nothing back any more: the job deletes them. */
export async function forgetOldSignInAddresses(tx: Tx, now: number) {
  await tx.signInAddress.deleteMany({ where: { at: { lt: now - KNOWN_ADDRESS_FOR_MS } } });
}
