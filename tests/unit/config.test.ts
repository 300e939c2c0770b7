import { describe, expect, it } from "vitest";
import { readConfig } from "~/config.server";
import { teacherCodeChangeSchema } from "~/schemas/teachers";

describe("configuration", () => {
  it("has working defaults outside production", () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "file:./data/app.db",
      INSTITUTE_TIMEZONE: "Asia/Kolkata",
      MAX_UPLOAD_MB: 25,
      SEED_DEMO: true,
      TEACHER_CODE: "demo-teacher-code",
    });
  });

  it("needs the teacher code and session secret in production, naming them", () => {
    expect(() => readConfig({ NODE_ENV: "production" })).toThrow(/TEACHER_CODE: is required in production/);
    expect(() => readConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: is required in production/);
    const config = readConfig({ NODE_ENV: "production", TEACHER_CODE: "twelve-chars", SESSION_SECRET: "new,old" });
    expect(config.SESSION_SECRETS).toEqual(["new", "old"]);
    expect(config.SEED_DEMO).toBe(false);
  });

  it("keeps files in the upload folder unless told to use a bucket, which it then needs named", () => {
    expect(readConfig({}).FILE_STORE).toBe("folder");
    expect(() => readConfig({ FILE_STORE: "s3" })).toThrow(/S3_BUCKET: is required when FILE_STORE is s3/);
    expect(() => readConfig({ FILE_STORE: "disk" })).toThrow(/FILE_STORE/);
    expect(() => readConfig({ FILE_STORE: "s3", S3_BUCKET: "files", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /set together or not at all/,
    );
    const s3 = readConfig({ FILE_STORE: "s3", S3_BUCKET: "files", S3_ENDPOINT: "", S3_FORCE_PATH_STYLE: "on" });
    expect(s3).toMatchObject({ S3_BUCKET: "files", S3_ENDPOINT: undefined, S3_REGION: "us-east-1" });
    expect(s3.S3_FORCE_PATH_STYLE).toBe(true);
  });

  it("refuses a teacher code shorter than 12 characters in production", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "s" } as const;
    expect(() => readConfig({ ...production, TEACHER_CODE: "eleven-char" })).toThrow(
      /TEACHER_CODE: must be at least 12 characters in production/,
    );
    expect(readConfig({ ...production, TEACHER_CODE: "twelve-chars" }).TEACHER_CODE).toBe("twelve-chars");
    expect(readConfig({ TEACHER_CODE: "short" }).TEACHER_CODE).toBe("short");
  });

  it("asks the owner for the same 12 characters as production does (issue 19)", () => {
    const change = (teacher_code: string) => teacherCodeChangeSchema.safeParse({ intent: "change", teacher_code });
    expect(change("eleven-char").error?.issues[0]?.message).toBe("The teacher code needs at least 12 characters");
    expect(change("twelve-chars").success).toBe(true);
  });

  it("stops on a wrong value with the variable's name", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readConfig({ INSTITUTE_TIMEZONE: "Mars/Olympus" })).toThrow(
      /INSTITUTE_TIMEZONE: is not a known IANA time zone/,
    );
    expect(() => readConfig({ MEETING_PROVIDER: "skype" })).toThrow(/MEETING_PROVIDER/);
    expect(() => readConfig({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
  });
});

describe("doubt-session settings", () => {
  it("limits bookings to 20 an hour per address unless told otherwise", () => {
    expect(readConfig({}).BOOKING_LIMIT_PER_HOUR).toBe(20);
    expect(readConfig({ BOOKING_LIMIT_PER_HOUR: "500" }).BOOKING_LIMIT_PER_HOUR).toBe(500);
    expect(() => readConfig({ BOOKING_LIMIT_PER_HOUR: "lots" })).toThrow(/BOOKING_LIMIT_PER_HOUR/);
  });

  it("allows 4 bookings and cancellations a day per e-mail and 20 per address unless told otherwise", () => {
    expect(readConfig({})).toMatchObject({
      BOOKING_ACTIONS_PER_EMAIL_PER_DAY: 4,
      BOOKING_ACTIONS_PER_ADDRESS_PER_DAY: 20,
    });
    expect(readConfig({ BOOKING_ACTIONS_PER_ADDRESS_PER_DAY: "60" }).BOOKING_ACTIONS_PER_ADDRESS_PER_DAY).toBe(60);
    expect(() => readConfig({ BOOKING_ACTIONS_PER_EMAIL_PER_DAY: "0" })).toThrow(/BOOKING_ACTIONS_PER_EMAIL_PER_DAY/);
  });

  it("needs the Zoom app's credentials when the provider is zoom", () => {
    expect(() => readConfig({ MEETING_PROVIDER: "zoom" })).toThrow(
      /ZOOM_ACCOUNT_ID: is required when MEETING_PROVIDER is zoom/,
    );
    const zoom = { MEETING_PROVIDER: "zoom", ZOOM_ACCOUNT_ID: "a", ZOOM_CLIENT_ID: "b", ZOOM_CLIENT_SECRET: "c" };
    expect(readConfig(zoom).ZOOM_API_URL).toBe("https://api.zoom.us");
  });
});
