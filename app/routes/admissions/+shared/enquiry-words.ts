import type { EnquirySource, EnquiryStage } from "~/schemas/admissions";

/** How each stage and source reads on the teacher's screens (catalogue keys of the admissions namespace). */
export const STAGE_WORDS: Record<EnquiryStage, string> = {
  new: "New",
  contacted: "Contacted",
  demo: "Demo class",
  admitted: "Admitted",
  lost: "Lost",
};

export const SOURCE_WORDS: Record<EnquirySource, string> = {
  "walk-in": "Walk-in",
  phone: "Phone call",
  website: "Website",
  referral: "Referral",
  advertisement: "Advertisement",
  other: "Other",
};

export const stageWord = (stage: string) => STAGE_WORDS[stage as EnquiryStage] ?? stage;
export const sourceWord = (source: string) => SOURCE_WORDS[source as EnquirySource] ?? source;
