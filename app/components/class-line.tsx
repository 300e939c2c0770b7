import { useTranslation } from "~/i18n/use-translation";

type ShownClass = {
  startTime: string;
  endTime: string;
  subjectName: string;
  room: string;
  meetingUrl: string;
  onDate: string | null;
  cancelled: boolean;
  reason: string;
};

/** One class of a student's day: time, subject and room (or "Online" with its Join link); a cancelled one struck through. */
export function ClassLine({ item }: { item: ShownClass }) {
  const { t } = useTranslation("classroom");
  const what = `${item.startTime}–${item.endTime} ${item.subjectName}, ${item.room || t("Online")}`;
  return (
    <li className={item.cancelled ? "class-cancelled" : undefined}>
      {item.cancelled ? (
        <>
          <s>{what}</s> {item.reason ? t("Cancelled: {{reason}}", { reason: item.reason }) : t("Cancelled")}
        </>
      ) : (
        <>
          {what}
          {item.onDate ? ` ${t("(extra class)")}` : null}
          {item.meetingUrl ? (
            <>
              {" "}
              <a href={item.meetingUrl}>{t("Join")}</a>
            </>
          ) : null}
        </>
      )}
    </li>
  );
}
