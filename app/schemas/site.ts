import { z } from "zod";
import { emailField, nameField } from "./fields";

/** Forms of the teacher's Site page (/teacher/site). An empty optional field means "not set" and is stored as "". */
const optional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .optional()
    .transform((value) => value ?? "");

/** A link to the institute's own page on one site: https and that site's host, so a typo cannot lead elsewhere. */
const profileLink = (label: string, hosts: string[]) =>
  optional(300, label).refine((value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      const host = url.hostname.replace(/^(www|m)\./, "");
      return url.protocol === "https:" && hosts.includes(host) && url.pathname.length > 1;
    } catch {
      return false;
    }
  }, `Enter the full address of your ${label} page, e.g. https://${hosts[0]}/yourinstitute`);

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** A "Why us" card's title and text: both needed, since the page always shows three cards. */
const required = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

export const siteDetailsSchema = z.object({
  name: nameField("Institute name"),
  heroHeadline: required(120, "Headline"),
  heroBadge: optional(40, "Badge"),
  tagline: optional(160, "Sub-heading"),
  reason1Title: required(60, "Card 1's title"),
  reason1Text: required(300, "Card 1's text"),
  reason2Title: required(60, "Card 2's title"),
  reason2Text: required(300, "Card 2's text"),
  reason3Title: required(60, "Card 3's title"),
  reason3Text: required(300, "Card 3's text"),
  doubtSessionsFree: checkbox,
  contactEmail: emailField,
  phone: optional(20, "Phone").refine(
    (value) => !value || /^\+?[0-9][0-9 -]{5,18}$/.test(value),
    "Enter a phone number of digits, spaces and dashes, e.g. +91 98765 43210",
  ),
  address: optional(300, "Address"),
  mapUrl: optional(500, "Map link").refine((value) => !value || /^https:\/\/\S+$/.test(value), {
    message: "Enter a map link that starts with https://",
  }),
  instagramUrl: profileLink("Instagram", ["instagram.com"]),
  youtubeUrl: profileLink("YouTube", ["youtube.com", "youtu.be"]),
  whatsappNumber: optional(20, "WhatsApp number")
    .transform((value) => value.replace(/[\s-]/g, ""))
    .refine(
      (value) => !value || /^\+?[1-9][0-9]{7,14}$/.test(value),
      "Enter the WhatsApp number with its country code, e.g. +91 98765 43210",
    ),
  facebookUrl: profileLink("Facebook", ["facebook.com"]),
  removeLogo: checkbox,
});
export type SiteDetails = z.output<typeof siteDetailsSchema>;

export const biographySchema = z.object({
  teacherName: nameField("Name"),
  teacherTitle: optional(120, "Title"),
  teacherBio: optional(3000, "Biography"),
});
export type Biography = z.output<typeof biographySchema>;

export const topperSchema = z.object({
  name: nameField("Name"),
  className: nameField("Class"),
  score: z
    .string({ error: "Score is required" })
    .trim()
    .min(1, "Score is required")
    .max(20, "Score is too long, e.g. 95%"),
  highlighted: checkbox,
});
export type TopperInput = z.output<typeof topperSchema>;

export const PLAN_DESTINATIONS = ["booking", "registration"] as const;

export const planSchema = z.object({
  name: nameField("Plan name"),
  price: z.coerce
    .number({ error: "Enter the price in rupees" })
    .int("Enter the price in whole rupees")
    .min(0, "The price cannot be negative")
    .max(10_000_000, "The price is too large"),
  features: optional(2000, "Features"),
  mostPopular: checkbox,
  leadsTo: z.enum(PLAN_DESTINATIONS, { error: "Choose where the plan's button leads" }),
});
export type PlanInput = z.output<typeof planSchema>;

export const moveSchema = z.object({
  direction: z.enum(["up", "down"], { error: "Choose a direction" }),
});
