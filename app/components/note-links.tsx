import { useTranslation } from "~/i18n/use-translation";
import { Spaced } from "./spaced";
/** A note as the list and the viewer page show it. */
export type ShownNote = { name: string; url: string; fileType: string; sizeText: string };

/**
 * The note's kind and size, then 'Open PDF' (or 'Open image') and 'Download': plain links, which every phone
 * can follow, where an embedded view may show nothing. Their accessible names also name the note.
 */
export function NoteLinks({ note }: { note: ShownNote }) {
  const pdf = note.fileType === "pdf";
  const { t } = useTranslation();
  const open = pdf ? t("Open PDF") : t("Open image");
  return (
    <Spaced>
      <span className="muted">
        {note.fileType.toUpperCase()} · {note.sizeText}
      </span>
      <span className="actions note-links">
        <Spaced>
          <a
            href={note.url}
            className="button"
            aria-label={t("{{action}} {{name}}", { action: open, name: note.name })}
          >
            {open}
          </a>
          <a
            href={`${note.url}?download=1`}
            className="button button-quiet"
            download
            aria-label={t("Download {{name}}", { name: note.name })}
          >
            {t("Download")}
          </a>
        </Spaced>
      </span>
    </Spaced>
  );
}
