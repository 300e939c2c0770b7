import { requestTranslator } from "~/i18n/request-language.server";
import { BATCHES_PER_PAGE, listBatchesWithSubjects } from "../catalogue/batches.server";
import { listPlans, planAction } from "./price-plans.server";
import { picture, readBrand, readSettings } from "./settings.server";
import { listToppers } from "./toppers.server";

/** A person's photo described in the language of the page it goes on. */
const photoOf = (name: string) => requestTranslator()("Photo of {{name}}", { name });

/**
 * Everything the landing page shows, from the Site page's settings and the real batches (the same list
 * /register offers). A part the teacher has not filled in is null or empty, and the page leaves it out.
 */
export async function readLandingPage() {
  const [brand, settings, toppers, plans, { batches, total }] = await Promise.all([
    readBrand(),
    readSettings(),
    listToppers(),
    listPlans(),
    // A few cards; the rest are a link away, on /register with its search.
    listBatchesWithSubjects({ q: "", page: 1 }, BATCHES_PER_PAGE.landing),
  ]);
  const shownToppers = toppers.map((topper) => ({
    id: topper.id,
    name: topper.name,
    className: topper.className,
    score: topper.score,
    highlighted: topper.highlighted,
    picture: topper.photoKey ? picture(topper.photoKey, "topper", photoOf(topper.name)) : null,
  }));
  return {
    brand,
    hero: { headline: settings.heroHeadline, badge: settings.heroBadge, subheading: settings.tagline },
    reasons: ([1, 2, 3] as const).map((n) => ({
      title: settings[`reason${n}Title`],
      text: settings[`reason${n}Text`],
    })),
    batches,
    batchCount: total,
    toppers: shownToppers,
    highlighted: shownToppers.find((topper) => topper.highlighted) ?? null,
    plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      price: plan.price,
      features: plan.features
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      mostPopular: plan.mostPopular,
      action: planAction(plan),
    })),
    teacher: settings.teacherName
      ? {
          name: settings.teacherName,
          title: settings.teacherTitle,
          biography: settings.teacherBio
            .split(/\n\s*\n/)
            .map((part) => part.trim())
            .filter(Boolean),
          picture: settings.teacherPhotoKey
            ? picture(settings.teacherPhotoKey, "portrait", photoOf(settings.teacherName))
            : null,
        }
      : null,
  };
}
export type LandingPage = Awaited<ReturnType<typeof readLandingPage>>;
