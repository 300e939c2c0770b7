import { inTransaction } from "~/domain/core/transaction.server";
import { storeSiteImage } from "../site/images.server";
import { readSettings } from "../site/settings.server";

// The demo institute's drawn portraits, bundled into the server so the seed needs no files beside it.
const PORTRAITS = import.meta.glob<string>("../../assets/demo-portraits/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});
const portrait = (file: string) => new TextEncoder().encode(PORTRAITS[`../../assets/demo-portraits/${file}.svg`]);

const TOPPERS = [
  { file: "ananya", name: "Ananya Rao", className: "Class 10th", score: "96%" },
  { file: "kabir", name: "Kabir Singh", className: "Class 12th", score: "90%", highlighted: true },
  { file: "meera", name: "Tara Iyer", className: "Class 9th", score: "94%" },
  { file: "arjun", name: "Arjun Mehta", className: "Class 11th", score: "92%" },
  { file: "sara", name: "Sara Khan", className: "Class 10th", score: "95%" },
  { file: "dev", name: "Dev Patel", className: "Class 12th", score: "89%" },
  { file: "isha", name: "Isha Nair", className: "Class 11th", score: "91%" },
  { file: "rohan", name: "Rohan Das", className: "Class 9th", score: "93%" },
];

// The usual prices, but the doubt session as the demo runs it: free, booked at /slot, met on Jitsi;
// the site takes no payments, so the purchase buttons lead to registration.
const PLANS = [
  {
    name: "Doubt Session",
    price: 0,
    features: ["15 minutes with the teacher", "A Jitsi Meet call in the browser", "No account needed"],
    leadsTo: "booking",
  },
  {
    name: "Bundle (Test Papers + Content)",
    price: 800,
    features: ["Full syllabus", "Easy to understand", "Lifetime access", "No refund", "One-time revision"],
    leadsTo: "registration",
    mostPopular: true,
  },
  {
    name: "Test Papers",
    price: 500,
    features: ["Answer key at additional charge", "No refund", "Lifetime access"],
    leadsTo: "registration",
  },
  { name: "Content", price: 600, features: ["No refund", "Lifetime access"], leadsTo: "registration" },
];

/** The demo institute's public page: a teacher, toppers with portraits, prices and social links. */
export async function seedDemoSite() {
  await readSettings();
  const teacherPhoto = await storeSiteImage(portrait("teacher"), "portrait");
  // One after another: images are processed one at a time, and only a few may wait (images.server.ts).
  const topperPhotos: { key: string }[] = [];
  for (const topper of TOPPERS) topperPhotos.push(await storeSiteImage(portrait(topper.file), "topper"));
  await inTransaction(async (tx) => {
    await tx.siteSettings.updateMany({
      data: {
        tagline: "Offline Maths and Science coaching for Classes 9 to 12, with regular tests and doubt sessions.",
        phone: "+91 98765 43210",
        address: "12 Gandhi Road, Pune 411001",
        instagramUrl: "https://www.instagram.com/vidyacoaching",
        youtubeUrl: "https://www.youtube.com/@vidyacoaching",
        whatsappNumber: "+919876543210",
        teacherName: "Mrs. Meera Sharma",
        teacherTitle: "Founder and teacher of Maths and Chemistry",
        teacherBio: [
          "Meera holds an M.Sc. in Chemistry and has taught Classes 9 to 12 for over fifteen years, first in a city school and now in her own institute.",
          "She teaches every batch herself, writes the test papers and notes, and keeps the doubt sessions short and personal so that no question waits until the exam.",
        ].join("\n\n"),
        teacherPhotoKey: teacherPhoto.key,
      },
    });
    await tx.siteTopper.createMany({
      data: TOPPERS.map(({ file, ...topper }, index) => ({
        ...topper,
        photoKey: topperPhotos[index].key,
        position: index + 1,
      })),
    });
    await tx.sitePlan.createMany({
      data: PLANS.map((plan, index) => ({ ...plan, features: plan.features.join("\n"), position: index + 1 })),
    });
  });
}
