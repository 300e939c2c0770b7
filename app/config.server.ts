import { z } from "zod";
import { TEACHER_CODE_MIN_LENGTH } from "~/schemas/teachers";

export const DEV_TEACHER_CODE = "demo-teacher-code";
const DEV_SESSION_SECRET = "development-only-session-secret";

const onOff = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no"])
  .transform((value) => ["1", "true", "on", "yes"].includes(value));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // `file:` is SQLite in one process; `postgresql://` is PostgreSQL, for several instances (decision 196).
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: or postgresql://")
      .default("file:./data/app.db"),
    // Connections each instance keeps open to PostgreSQL.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    UPLOAD_DIR: z.string().min(1).default("./data/uploads"),
    // Where uploaded files live: the upload folder, or a bucket of any S3 API (docs/decisions/198-file-store.md).
    FILE_STORE: z.enum(["folder", "s3"]).default("folder"),
    S3_BUCKET: optionalText,
    // Unset for AWS itself; MinIO's or another provider's address otherwise.
    S3_ENDPOINT: z
      .string()
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    S3_REGION: z.string().min(1).default("us-east-1"),
    // Unset: the SDK's own chain (an instance role, AWS_* variables, ~/.aws).
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    // MinIO and most stand-ins want http://host/bucket/key rather than http://bucket.host/key.
    S3_FORCE_PATH_STYLE: onOff.default(false),
    TEACHER_CODE: optionalText,
    INSTITUTE_NAME: z.string().min(1).default("Vidya Coaching"),
    INSTITUTE_TIMEZONE: z.string().default("Asia/Kolkata").refine(isTimeZone, "is not a known IANA time zone"),
    CONTACT_EMAIL: z.string().email().default("hello@example.com"),
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: z.string().url().optional(),
    OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    SESSION_SECRET: optionalText,
    MEETING_PROVIDER: z.enum(["jitsi", "zoom"]).default("jitsi"),
    JITSI_BASE_URL: z.string().url().default("https://meet.jit.si"),
    ZOOM_ACCOUNT_ID: optionalText,
    ZOOM_CLIENT_ID: optionalText,
    ZOOM_CLIENT_SECRET: optionalText,
    ZOOM_OAUTH_URL: z.string().url().default("https://zoom.us"),
    ZOOM_API_URL: z.string().url().default("https://api.zoom.us"),
    MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(25),
    // Doubt-session bookings one address may make in an hour; tests raise it, as all their requests share one.
    BOOKING_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
    // Bookings and cancellations together in a day, per e-mail address and per address: each sends mail.
    // A visitor books one or two; a class behind one address books a few more.
    BOOKING_ACTIONS_PER_EMAIL_PER_DAY: z.coerce.number().int().positive().default(4),
    BOOKING_ACTIONS_PER_ADDRESS_PER_DAY: z.coerce.number().int().positive().default(20),
    // Sessions of one week that bookings from one address may take, and never more than this share of the
    // week's sessions, so that two or three addresses cannot take every free slot of a week.
    BOOKINGS_PER_ADDRESS_PER_WEEK: z.coerce.number().int().positive().default(3),
    BOOKING_SHARE_PER_ADDRESS: z.coerce.number().positive().max(1).default(0.34),
    // Student registrations one address may make at once (a classroom registers together on one network),
    // and then in an hour once that burst is spent.
    REGISTRATION_BURST: z.coerce.number().int().positive().default(80),
    REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
    // Wrong teacher codes one address may try in an hour; four times as many from all addresses together.
    TEACHER_CODE_GUESSES_PER_HOUR: z.coerce.number().int().positive().default(5),
    SEED_DEMO: onOff.optional(),
    // Each answer says how many SQL statements it took, in a Server-Timing header (the benchmark, the query budget's test).
    SERVER_TIMING: onOff.default(false),
    // Scheduled backups (server/backup.mjs): off unless BACKUP_DIR is set.
    BACKUP_DIR: optionalText,
    BACKUP_INTERVAL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(24),
    BACKUP_KEEP: z.coerce.number().int().positive().default(14),
    // Express's "trust proxy" setting (read in server.js); when unset, X-Forwarded-* headers are ignored.
    TRUST_PROXY: optionalText,
    // The site's address as visitors reach it, for links in mails (never taken from a request's Host).
    PUBLIC_URL: z.string().url().optional(),
    // Outgoing mail: without both, mail waits in the teacher's outbox.
    SMTP_URL: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => !value || /^smtps?:\/\//.test(value), "must start with smtp:// or smtps://"),
    MAIL_FROM: z
      .string()
      .email()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    // How often the background sender looks for queued mail; also the first retry delay. Tests lower it.
    MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
    // How long a mail claimed by one instance's sender is left to it; a killed instance's mail goes after it.
    MAIL_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(600_000),
    // Where the SMS gateway (MSG91's HTTP API) and Meta's Graph API answer; settable so tests use local fakes.
    // The institute's credentials for them are on the Site page ('Messages to phones').
    SMS_GATEWAY_URL: z.string().url().default("https://api.msg91.com"),
    WHATSAPP_GRAPH_URL: z.string().url().default("https://graph.facebook.com/v21.0"),
    // How often the site looks for messages to hand to the SMS gateway or WhatsApp; also the first retry delay.
    MOBILE_POLL_MS: z.coerce.number().int().min(50).max(86_400_000).default(60_000),
    // How often the site looks for papers asked for many at once (a batch's report cards) that no instance is making:
    // one asked for starts at once where it was asked; this look takes up what an instance that stopped left.
    DOCUMENTS_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
    // For tests: the instant the server's clock starts at (it runs on from there); refused in production.
    CLOCK_AT: z.iso
      .datetime({ offset: true })
      .transform((value) => new Date(value))
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.MEETING_PROVIDER === "zoom") {
      for (const key of ["ZOOM_ACCOUNT_ID", "ZOOM_CLIENT_ID", "ZOOM_CLIENT_SECRET"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "is required when MEETING_PROVIDER is zoom" });
      }
    }
    if (env.FILE_STORE === "s3" && !env.S3_BUCKET)
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when FILE_STORE is s3" });
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      const message = "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all";
      ctx.addIssue({ code: "custom", path: ["S3_SECRET_ACCESS_KEY"], message });
    }
    if (env.NODE_ENV !== "production") return;
    if (env.CLOCK_AT)
      ctx.addIssue({ code: "custom", path: ["CLOCK_AT"], message: "is for tests only, not production" });
    for (const key of ["TEACHER_CODE", "SESSION_SECRET"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required in production" });
    }
    // A short code could be guessed even within the guess limit.
    if (env.TEACHER_CODE && env.TEACHER_CODE.length < TEACHER_CODE_MIN_LENGTH) {
      const message = `must be at least ${TEACHER_CODE_MIN_LENGTH} characters in production`;
      ctx.addIssue({ code: "custom", path: ["TEACHER_CODE"], message });
    }
  })
  .transform((env) => ({
    ...env,
    TEACHER_CODE: env.TEACHER_CODE ?? DEV_TEACHER_CODE,
    SESSION_SECRETS: (env.SESSION_SECRET ?? DEV_SESSION_SECRET).split(",").map((secret) => secret.trim()),
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== "production",
    isProduction: env.NODE_ENV === "production",
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Config = z.output<typeof configSchema>;

/** Reads the environment; a wrong value stops the server with a message naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
}

export const config = readConfig();

/** Whether this instance runs on PostgreSQL (several instances may share it) rather than SQLite. */
export const onPostgres = () => /^postgres(ql)?:/.test(config.DATABASE_URL);
