/**
 * The enhancing script's contract with the server's HTML (decisions 181 and 191), named once: every data-
 * attribute a script looks for. Components render them with `enhanceData`, scripts find and read them with
 * `selector` and `readData`, so a renamed attribute is a type error on both sides instead of a silent miss.
 * Browser code only: nothing here imports the app.
 */
export const DATA = {
  /** On <html>, once the script has set everything up (browser tests wait for it). */
  enhanced: "data-enhanced",

  /** The live region of the page's messages, and each message in it (its value: "success" or "error"). */
  toasts: "data-toasts",
  toast: "data-toast",

  /** A dialog with its own URL: where leaving it goes, and its × link. */
  closeTo: "data-close-to",
  dialogClose: "data-dialog-close",

  /** A submit button's words while its form is sent; the button's own words, kept by the script meanwhile. */
  pendingLabel: "data-pending-label",
  pendingWas: "data-label",

  /** A live region with the value a Copy button copies, and the words of the button and of its outcome. */
  copy: "data-copy",
  copyButton: "data-copy-button",
  copyName: "data-copy-name",
  copied: "data-copied",
  copyFailed: "data-copy-failed",

  /** The marks sheet's form, and its line counting the rows not entered (with `pluralData`'s words). */
  marksSheet: "data-marks-sheet",
  notEntered: "data-not-entered",
  allEntered: "data-all-entered",

  /** The register's form answering keys, and each student's row in it. */
  registerKeys: "data-register-keys",
  registerRow: "data-register-row",

  /** An upload form sent with its progress shown: its JSON API, the page once stored, and its words. */
  uploadTo: "data-upload-to",
  doneTo: "data-done-to",
  uploading: "data-uploading",
  uploaded: "data-uploaded",
  /** The words of a request that failed (an upload, the assistant's reply). */
  failed: "data-failed",

  /** The assistant: its form streaming the reply, the words meanwhile, the empty chat's line, and reopening. */
  streamUrl: "data-stream-url",
  thinking: "data-thinking",
  chatEmpty: "data-chat-empty",
  aiScreen: "data-ai-screen",
  aiReopen: "data-ai-reopen",
  aiChat: "data-ai-chat",

  /**
   * The online test's time left: the seconds the server gave, the words with the clock (`NUMBER_MARK` where it
   * goes) and the words once it reaches zero.
   */
  countdown: "data-countdown",
  countdownRunning: "data-countdown-running",
  countdownOver: "data-countdown-over",
  /** The attempt's form: a chosen option is saved as it is chosen. */
  saveAsChosen: "data-save-as-chosen",

  /** /demo: the still collage that becomes the cursor trail, and the trail area's words. */
  cursorTrail: "data-cursor-trail",
  trailHint: "data-trail-hint",
} as const;

export type DataName = keyof typeof DATA;
type DataValues = Partial<Record<DataName, string | number | undefined>>;
/** Some of the contract's attributes, as `enhanceData` renders them. */
export type DataAttributes = Partial<Record<(typeof DATA)[DataName], string>>;

/** The attributes to spread on an element; an empty string marks a flag, an undefined value is left out. */
export function enhanceData<V extends DataValues>(values: V) {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) attributes[DATA[name as DataName]] = String(value);
  }
  return attributes as { [K in keyof V & DataName as (typeof DATA)[K]]: string };
}

/** A CSS selector for elements carrying the attribute (with that value, if given). */
export const selector = (name: DataName, value?: string | number) =>
  value === undefined ? `[${DATA[name]}]` : `[${DATA[name]}=${JSON.stringify(String(value))}]`;

/** The attribute's value on the element ("" for a flag, null when it is not there). */
export const readData = (element: Element, name: DataName) => element.getAttribute(DATA[name]);

/** Words with a number, one attribute per plural category of the language (Intl's, as i18next uses). */
export const pluralData = (category: Intl.LDMLPluralRule) => `data-plural-${category}` as const;
