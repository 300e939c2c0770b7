import { Prisma } from "~/generated/prisma/client";

/**
 * A computed figure of raw SQL (a count, a sum, a rounded percentage) as a JavaScript number on either database.
 * Without the cast, SQLite gives a computed integer as a bigint, and PostgreSQL gives COUNT and SUM as bigint and
 * ROUND as numeric (a Prisma Decimal); both read DOUBLE PRECISION as a plain number, exact for every count.
 */
export const asNumber = (expression: Prisma.Sql) => Prisma.sql`CAST(${expression} AS DOUBLE PRECISION)`;
