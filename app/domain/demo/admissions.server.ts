import { db } from "~/db.server";
import { admitSchema, enquiryStageSchema, newEnquirySchema } from "~/schemas/admissions";
import { admitEnquiry } from "../admissions/admit.server";
import { addEnquiryNote, createEnquiry, setEnquiryStage } from "../admissions/enquiries.server";
import type { DemoClock } from "./dates.server";
import type { DemoPeople } from "./people";

type DemoEnquiry = {
  name: string;
  mobile: string;
  source: string;
  grade: string;
  /** Days since it came in. */
  age: number;
  stage?: "contacted" | "demo" | "lost";
  lostReason?: string;
  /** The follow-up day, counted from today (0: due today, negative: overdue). */
  followUp?: number;
  notes?: string[];
  message?: string;
  language?: "en" | "hi";
};

/** A season's enquiries: every source and stage, follow-ups due today and overdue, one admitted, two lost. */
const ENQUIRIES: DemoEnquiry[] = [
  {
    name: "Neha Sharma",
    mobile: "9811122233",
    source: "website",
    grade: "Class 10",
    age: 0,
    followUp: 0,
    message: "Are there seats in the evening batch?",
  },
  {
    name: "Imran Qureshi",
    mobile: "9822233344",
    source: "phone",
    grade: "Class 9",
    age: 1,
    followUp: 0,
    stage: "contacted",
    notes: ["Called back: wants to see a class first."],
  },
  {
    name: "Pooja Yadav",
    mobile: "9833344455",
    source: "walk-in",
    grade: "Class 10",
    age: 2,
    followUp: 1,
    stage: "demo",
    notes: ["Came with her father.", "Demo class booked for Saturday."],
    language: "hi",
  },
  {
    name: "Sandeep Singh",
    mobile: "9844455566",
    source: "referral",
    grade: "Class 10",
    age: 5,
    followUp: -2,
    stage: "contacted",
    notes: ["Referred by Aarav's mother. No answer yesterday."],
  },
  {
    name: "Farah Khan",
    mobile: "9855566677",
    source: "advertisement",
    grade: "Class 9",
    age: 6,
    followUp: -1,
    notes: ["Saw the newspaper advertisement."],
  },
  {
    name: "Vikram Reddy",
    mobile: "9866677788",
    source: "website",
    grade: "Class 10",
    age: 8,
    followUp: 3,
    stage: "demo",
    notes: ["Attended the demo class; will decide after his exams."],
  },
  {
    name: "Anjali Mehta",
    mobile: "9877788899",
    source: "phone",
    grade: "Class 10",
    age: 9,
    stage: "lost",
    lostReason: "Fees too high",
    notes: ["Chose a cheaper institute nearby."],
  },
  {
    name: "Harpreet Kaur",
    mobile: "9888899900",
    source: "walk-in",
    grade: "Class 9",
    age: 10,
    stage: "lost",
    lostReason: "Timings do not suit",
    notes: ["Has school till 5 pm on weekdays."],
    language: "hi",
  },
  {
    name: "Rahul Verma",
    mobile: "9899900011",
    source: "other",
    grade: "Class 10",
    age: 3,
    followUp: 2,
    message: "Saw your banner at the school gate.",
  },
  {
    name: "Divya Pillai",
    mobile: "9700011122",
    source: "referral",
    grade: "Class 10",
    age: 4,
    followUp: -3,
    stage: "demo",
    notes: ["Liked the demo class; asked about instalments."],
  },
  {
    name: "Manoj Tiwari",
    mobile: "9711122233",
    source: "website",
    grade: "Class 9",
    age: 0,
    followUp: 1,
    language: "hi",
  },
];

const dayIn = (clock: DemoClock, days: number | undefined) => (days === undefined ? undefined : clock.dayIn(days));

/**
 * The enquiry book, written through the admissions domain's own functions: the enquiries above and one walk-in
 * admitted into the first batch on its fee plan, so the month's report has a conversion to show.
 */
export async function seedDemoAdmissions({ teacher, batchId, maths, science }: DemoPeople, clock: DemoClock) {
  for (const [index, enquiry] of ENQUIRIES.entries()) {
    const input = newEnquirySchema.parse({
      name: enquiry.name,
      mobile: enquiry.mobile,
      source: enquiry.source,
      grade: enquiry.grade,
      batch_id: batchId,
      message: enquiry.message ?? "",
      handled_by: index % 3 === 0 ? undefined : teacher.id,
      follow_up_on: dayIn(clock, enquiry.followUp),
      language: enquiry.language ?? "en",
    });
    const { enquiry: made } = await createEnquiry(teacher, input);
    for (const text of enquiry.notes ?? []) await addEnquiryNote(teacher, made.id, { text });
    if (enquiry.stage) {
      const stage = {
        stage: enquiry.stage,
        lost_reason: enquiry.lostReason,
        follow_up_on: dayIn(clock, enquiry.followUp),
      };
      await setEnquiryStage(teacher, made.id, enquiryStageSchema.parse(stage));
    }
    await db.enquiry.update({ where: { id: made.id }, data: { createdAt: clock.daysLater(-enquiry.age) } });
  }
  const walkIn = newEnquirySchema.parse({
    name: "Meera Joshi",
    mobile: "9722233344",
    email: "meera.joshi@example.com",
    source: "walk-in",
    grade: "Class 10",
    batch_id: batchId,
    handled_by: teacher.id,
  });
  const { enquiry } = await createEnquiry(teacher, walkIn);
  await addEnquiryNote(teacher, enquiry.id, { text: "Paid the first instalment at the desk." });
  const plan = await db.feePlan.findFirst({ where: { batchId, retiredAt: null }, select: { id: true } });
  const admission = admitSchema.parse({
    first_name: "Meera",
    last_name: "Joshi",
    email: "meera.joshi@example.com",
    batch_id: batchId,
    subjects: [maths, science],
    guardian_name: "Suresh Joshi",
    guardian_relation: "father",
    guardian_mobile: "9722233344",
    plan_id: plan?.id,
  });
  await admitEnquiry(teacher, enquiry.id, admission);
}
