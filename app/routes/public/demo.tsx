import { CursorTrail } from "~/components/demo/cursor-trail";
import { GALLERY } from "~/components/landing/content";
import { withEnhancements } from "~/components/page-scripts";
import { PublicHeader } from "~/components/public-header";
import { useTranslation } from "~/i18n/use-translation";
import "~/styles/demo.css";
import { pageTranslate } from "~/i18n/page-translator";
import type { Route } from "./+types/demo";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Cursor trail demo") }];

/** The cursor trail is what this page exists to show: the enhancing script draws it. */
export const handle = withEnhancements;

export default function Demo() {
  const { t } = useTranslation();
  return (
    <>
      <PublicHeader />
      <main id="main" className="page">
        <h1>{t("Move cursor across the screen and see the magic")}</h1>
        <CursorTrail pictures={GALLERY} hint={t("Move your pointer here")} />
      </main>
    </>
  );
}
