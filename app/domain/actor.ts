/** The signed-in person a domain function acts for; null for an anonymous visitor. */
export type Role = "student" | "admin";

export type User = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  batchId: number | null;
  /** The language they chose for the site, or null when the browser's preference decides. */
  language?: string | null;
};

export type Actor = User | null;

export const displayName = (user: Pick<User, "firstName" | "lastName">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ");
