import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/** An online test open now ("Open now until 4:36 pm · Start test") or opening later ("Opens 4:00 pm"). */
export function OnlineTestWindow({ test }: { test: { testId: number; open: boolean; when: string } }) {
  const { t } = useTranslation("online-tests");
  return test.open ? (
    <p className="online-test-window">
      <strong>{t("Open now until {{time}}", { time: test.when })}</strong> ·{" "}
      <Link to={`/testDetails/${test.testId}#online-test`}>{t("Start test")}</Link>
    </p>
  ) : (
    <p className="online-test-window">{t("Opens {{time}}", { time: test.when })}</p>
  );
}
