// The fixed marketing data of the landing page (SPEC sections 1, 3 and 9), kept in one place so that
// a change of price, course or wording is one edit here and the sections only lay it out.
export type Picture = { src: string; alt: string; width: number; height: number };

export const HERO_PICTURE: Picture = {
  src: "/images/hero.svg",
  alt: "A student at a desk with books, a formula board and a rising marks chart",
  width: 480,
  height: 360,
};

// Duration (12 months), mode (Offline) and key features are those of every batch: BatchCard shows them.
export const COURSES = [
  { name: "Class 9 Maths & Science", subjects: ["Maths", "Science"] },
  { name: "Class 10 Maths & Science", subjects: ["Maths", "Science"] },
  { name: "Class 11 Chemistry & Maths", subjects: ["Chemistry", "Maths"] },
  { name: "Class 12 Chemistry & Maths", subjects: ["Chemistry", "Maths"] },
];

export type Topper = { name: string; className: string; picture: Picture };

const topper = (file: string, name: string, className: string): Topper => ({
  name,
  className,
  picture: { src: `/images/toppers/${file}.svg`, alt: `Portrait of ${name}`, width: 120, height: 120 },
});

export const TOPPERS: Topper[] = [
  topper("ananya", "Ananya Rao", "Class 10th"),
  topper("kabir", "Kabir Singh", "Class 12th"),
  topper("meera", "Tara Iyer", "Class 9th"),
  topper("arjun", "Arjun Mehta", "Class 11th"),
  topper("sara", "Sara Khan", "Class 10th"),
  topper("dev", "Dev Patel", "Class 12th"),
  topper("isha", "Isha Nair", "Class 11th"),
  topper("rohan", "Rohan Das", "Class 9th"),
];

/** The highlighted result card of the toppers gallery (SPEC: a sample card showing 90% in Class 12th). */
export const SAMPLE_RESULT = { topper: TOPPERS[1], score: "90%", className: "Class 12th" };

export const REASONS = [
  {
    title: "Quality teaching",
    text: "Small offline batches, concepts built from the basics, and regular tests that show what to revise.",
  },
  {
    title: "Doubt sessions",
    text: "Book a 15-minute session with the teacher whenever a problem will not come out right.",
  },
  {
    title: "Chat apps or the platform",
    text: "Ask on WhatsApp or through the student area; notes, videos and results all live in one place.",
  },
];

export type Plan = {
  name: string;
  price: number;
  features: string[];
  action: { label: string; to: string };
  mostPopular?: boolean;
};

// DESIGN departure 15: the purchase buttons lead to registration, the doubt session to booking.
export const PLANS: Plan[] = [
  {
    name: "Doubt Session",
    price: 500,
    features: ["Zoom meeting", "Doubt query resolved", "7 day delivery", "Priority support"],
    action: { label: "Book Session", to: "/slot" },
  },
  {
    name: "Bundle (Test Papers + Content)",
    price: 800,
    features: ["Full syllabus", "Easy to understand", "Lifetime access", "No refund", "One-time revision"],
    action: { label: "Get the Bundle", to: "/register" },
    mostPopular: true,
  },
  {
    name: "Test Papers",
    price: 500,
    features: ["Answer key at additional charge", "No refund", "Lifetime access"],
    action: { label: "Get Test Papers", to: "/register" },
  },
  {
    name: "Content",
    price: 600,
    features: ["No refund", "Lifetime access"],
    action: { label: "Get Content", to: "/register" },
  },
];

export const TEACHER = {
  name: "Mrs. Meera Sharma",
  role: "Founder and teacher of Maths and Chemistry",
  picture: { src: "/images/teacher.svg", alt: "Portrait of Mrs. Meera Sharma", width: 240, height: 240 },
  biography: [
    "Meera holds an M.Sc. in Chemistry and has taught Classes 9 to 12 for over fifteen years, first in a city school and now in her own institute.",
    "She teaches every batch herself, writes the test papers and notes, and keeps the doubt sessions short and personal so that no question waits until the exam.",
  ],
};

const gallery = (file: string, alt: string): Picture => ({
  src: `/images/gallery/${file}.svg`,
  alt,
  width: 320,
  height: 200,
});

export const GALLERY: Picture[] = [
  gallery("blackboard", "A blackboard with sums in chalk"),
  gallery("chemistry", "Flasks and a beaker from a chemistry practical"),
  gallery("books", "A stack of books under a graduation cap"),
  gallery("trophy", "A trophy from the annual prize day"),
  gallery("test-day", "An answer sheet with ticks and a pencil on test day"),
  gallery("geometry", "A compass, protractor and triangle drawn for a geometry class"),
];

/** The large words above the footer; the brand follows them. */
export const HOVER_WORDS = ["Learn", "Grow", "Succeed", "With"];
