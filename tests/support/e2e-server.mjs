// The app under test: the production build on a fresh database with the demo data.
import { startTestApp } from "./test-app.mjs";

const { server } = await startTestApp({
  // The site tests' own app (playwright.config.ts) needs its own folder beside the main one.
  name: process.env.E2E_SERVER_NAME ?? "e2e-server",
  stdio: "inherit",
  env: {
    SEED_DEMO: "on",
    MAX_UPLOAD_MB: "1",
    OPENAI_API_KEY: "test-key",
    OPENAI_TIMEOUT_MS: "1500",
    // Every booking in the tests comes from 127.0.0.1; the limit itself is tested in tests/unit/booking.test.ts.
    BOOKING_LIMIT_PER_HOUR: "100000",
    // Likewise the daily bookings and cancellations per e-mail and per address (tests/unit/doubt-loop.test.ts).
    BOOKING_ACTIONS_PER_EMAIL_PER_DAY: "100000",
    BOOKING_ACTIONS_PER_ADDRESS_PER_DAY: "100000",
    BOOKINGS_PER_ADDRESS_PER_WEEK: "100000",
    BOOKING_SHARE_PER_ADDRESS: "1",
    // Likewise registrations and wrong teacher codes; tests/unit/auth.test.ts tests those limits.
    REGISTRATION_LIMIT_PER_HOUR: "100000",
    TEACHER_CODE_GUESSES_PER_HOUR: "100000",
    // SMTP_URL and MAIL_FROM (the test run's SMTP server) come from playwright.config.ts; look often.
    MAIL_POLL_MS: "200",
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
