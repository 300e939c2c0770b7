/** The signed-in person a domain function acts for; null for an anonymous visitor. */
export type Role = "student" | "teacher";

/** How the database stores each role: a teacher's row says "admin", the API's word for a teacher. */
export const STORED_ROLE = { student: "student", teacher: "admin" } as const satisfies Record<Role, string>;

export const roleOf = (stored: string): Role => (stored === STORED_ROLE.teacher ? "teacher" : "student");

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
