import type { FieldMetadata } from "@conform-to/react";
import { Field, SelectField } from "~/components/form-parts";
import { useTranslation } from "~/i18n/use-translation";

type Meta = FieldMetadata<string | number | undefined>;

/** The fields a weekly and an extra class share: subject, times, and where it takes place. */
export function ClassPlaceFields({
  fields,
  subjects,
}: {
  fields: { subject_id: Meta; start_time: Meta; end_time: Meta; room: Meta; meeting_url: Meta };
  subjects: { id: number; name: string }[];
}) {
  const { t } = useTranslation("classroom");
  return (
    <>
      <SelectField
        label={t("Subject")}
        meta={fields.subject_id}
        placeholder={t("Choose a subject")}
        options={subjects.map((subject) => ({ value: String(subject.id), label: subject.name }))}
      />
      <Field
        label={t("Start time")}
        type="text"
        meta={fields.start_time}
        placeholder="5:30 pm"
        hint={t("e.g. 5:30 pm or 17:30. Without am or pm it is a 24-hour time: 6.30 is 6:30 am.")}
      />
      <Field
        label={t("End time")}
        type="text"
        meta={fields.end_time}
        placeholder="6:30 pm"
        hint={t("e.g. 5:30 pm or 17:30. Without am or pm it is a 24-hour time: 6.30 is 6:30 am.")}
      />
      <Field label={t("Room")} meta={fields.room} hint={t('Leave empty for "Online" and give the meeting link')} />
      <Field label={t("Meeting link")} type="url" meta={fields.meeting_url} />
    </>
  );
}
