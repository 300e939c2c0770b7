import { data } from "react-router";
import { DomainError } from "~/domain/core/errors.server";
import { instituteName } from "~/domain/site/settings.server";

/**
 * The loader of a page opened from a one-time link (a password reset, a teacher invitation): whose
 * link it is, or, when it has expired or been used, the reason with 410 Gone instead of the form.
 */
export async function readOneTimeLink(check: () => Promise<{ email: string }>) {
  const brand = await instituteName();
  try {
    return { brand, ...(await check()), unusable: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ brand, email: null, unusable: error.message }, { status: 410 });
  }
}
