import { requestTranslator } from "~/i18n/request-language.server";
import { tooMany } from "../core/errors.server";

/**
 * Wrong passwords slow down the account they target instead of locking it (README, "Sign-in
 * throttling"). Every attempt is counted as a failure BEFORE the password is checked, in one
 * synchronous step, so simultaneous guesses cannot slip past the count; a success takes it back.
 * Kept in memory: the app is one process, and a restart only forgives past failures.
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
/** Failures older than this are forgotten. */
const FORGET_AFTER_MS = 24 * 60 * MINUTE;
/** Addresses remembered per account as ones it has signed in from, and for how long. */
const KNOWN_ADDRESSES_KEPT = 10;
const KNOWN_ADDRESS_FOR_MS = 30 * 24 * 60 * MINUTE;

type Count = { failures: number; lastAt: number };

/** The wait after `failures` failures, of which `free` cost nothing: 1, 2, 4, 8, then 15 minutes. */
export const delayAfter = (failures: number, free: number) =>
  failures < free ? 0 : Math.min(MINUTE * 2 ** (failures - free), LONGEST_DELAY_MS);

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));
const waitMessage = (ms: number) =>
  requestTranslator()("Too many sign-in attempts. Please wait {{count}} minutes and try again.", {
    count: minutes(ms),
  });

export function createSignInThrottle() {
  const pairs = new Map<string, Count>();
  const accounts = new Map<string, Count>();
  const addresses = new Map<string, Count>();
  /** Per account, the addresses it has signed in from and when: the account's wait does not hold them back. */
  const knownAddresses = new Map<string, Map<string, number>>();

  function current(map: Map<string, Count>, key: string, now: number, forgetMs: number) {
    const count = map.get(key);
    if (count && now - count.lastAt < forgetMs) return count;
    map.delete(key);
    return { failures: 0, lastAt: 0 };
  }

  function sweep(now: number) {
    if (pairs.size + accounts.size + addresses.size + knownAddresses.size < 30_000) return;
    for (const map of [pairs, accounts, addresses]) {
      for (const [key, count] of map) if (now - count.lastAt >= FORGET_AFTER_MS) map.delete(key);
    }
    for (const [account, known] of knownAddresses) {
      for (const [address, at] of known) if (now - at >= KNOWN_ADDRESS_FOR_MS) known.delete(address);
      if (known.size === 0) knownAddresses.delete(account);
    }
  }

  const signedInFrom = (account: string, address: string, now: number) => {
    const at = knownAddresses.get(account)?.get(address);
    return at !== undefined && now - at < KNOWN_ADDRESS_FOR_MS;
  };

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
    begin(account: string, address: string, now = Date.now(), { knownDevice = false, countsOnAccount = true } = {}) {
      sweep(now);
      const pairKey = `${account} ${address}`;
      const pair = current(pairs, pairKey, now, FORGET_AFTER_MS);
      const whole = current(accounts, account, now, FORGET_AFTER_MS);
      const network = current(addresses, address, now, ADDRESS_WINDOW_MS);
      const familiar = knownDevice || signedInFrom(account, address, now);
      const wait = Math.max(
        pair.lastAt + delayAfter(pair.failures, PAIR_FREE_FAILURES) - now,
        familiar ? 0 : whole.lastAt + delayAfter(whole.failures, ACCOUNT_FREE_FAILURES) - now,
      );
      if (wait > 0) throw tooMany(waitMessage(wait));
      if (network.failures >= ADDRESS_FAILURE_LIMIT)
        throw tooMany(waitMessage(network.lastAt + ADDRESS_WINDOW_MS - now));

      pairs.set(pairKey, { failures: pair.failures + 1, lastAt: now });
      if (countsOnAccount) accounts.set(account, { failures: whole.failures + 1, lastAt: now });
      // The address's window starts at its first failure, so a busy classroom is forgiven every 15 minutes.
      addresses.set(address, { failures: network.failures + 1, lastAt: network.failures ? network.lastAt : now });
      return { pairKey, account, address, now };
    },

    /**
     * The password was right: the account and this pair start afresh; the address's count is taken back,
     * and the address is remembered as one the account signs in from.
     */
    succeeded(attempt: { pairKey: string; account: string; address: string; now: number }) {
      pairs.delete(attempt.pairKey);
      accounts.delete(attempt.account);
      const network = addresses.get(attempt.address);
      if (network) network.failures = Math.max(0, network.failures - 1);
      const known = knownAddresses.get(attempt.account) ?? new Map<string, number>();
      known.delete(attempt.address);
      known.set(attempt.address, attempt.now);
      // Maps keep insertion order: the first key is the address used longest ago.
      if (known.size > KNOWN_ADDRESSES_KEPT) known.delete(known.keys().next().value as string);
      knownAddresses.set(attempt.account, known);
    },
  };
}
