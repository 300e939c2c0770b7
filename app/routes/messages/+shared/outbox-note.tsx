import { isMessageKind, KIND_LABELS } from "~/domain/messages/kinds";
import { useTranslation } from "~/i18n/use-translation";
import { outboxReasonWords } from "./delivery-words";

/** Says why a message waits for the teacher though the institute set up SMS or WhatsApp Business. */
export function OutboxNote({ reason }: { reason: string }) {
  const { t } = useTranslation("messages");
  const { key, channel, kind, language } = outboxReasonWords(reason);
  return (
    <p className="notice">
      {t(key, {
        channel: t(channel),
        kind: kind && isMessageKind(kind) ? t(KIND_LABELS[kind]) : kind,
        language: language === "hi" ? t("Hindi") : t("English"),
      })}
      {" · "}
      {t("Send it from your phone.")}
    </p>
  );
}
