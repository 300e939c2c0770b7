import { Prisma } from "~/generated/prisma/client";

/** Whether a write failed on a unique constraint: the database's answer when two requests race for one row. */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
